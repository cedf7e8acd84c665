import { Trans } from '@lingui/react/macro'
import { QueryErrorResetBoundary } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'

import { ErrorBoundary } from './error-boundary'
import styles from './panel-error-boundary.module.css'

/** A region (a report panel, the side panel) fails alone (docs/decisions/0007-failures-by-layer.md). */
export function PanelErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          fallback={(retry) => (
            <div className={styles.fallback} role="alert">
              <p>
                <Trans>This part of the page could not be shown.</Trans>
              </p>
              <Button variant="secondary" size="sm" onClick={retry}>
                <Trans>Try again</Trans>
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
