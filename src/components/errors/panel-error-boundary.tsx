import { QueryErrorResetBoundary } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'

import { ErrorBoundary } from './error-boundary'
import styles from './panel-error-boundary.module.css'

export interface PanelErrorBoundaryProps {
  children: ReactNode
}

/**
 * An independent region (a report panel, the side panel) fails alone. 'Try
 * again' resets the failed queries below it and renders the region again
 * (docs/decisions/0007-failures-by-layer.md).
 */
export function PanelErrorBoundary({ children }: PanelErrorBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          fallback={(retry) => (
            <div className={styles.fallback} role="alert">
              <p>This part of the page could not be shown.</p>
              <Button variant="secondary" size="sm" onClick={retry}>
                Try again
              </Button>
            </div>
          )}
        >
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  )
}
