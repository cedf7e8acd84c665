import { Component, type ErrorInfo, type ReactNode } from 'react'

import { reportError } from '@/lib/error-reporting'

export interface ErrorBoundaryProps {
  fallback: ReactNode | ((reset: () => void) => ReactNode)
  onReset?: () => void
  children: ReactNode
}

export class ErrorBoundary extends Component<
  ErrorBoundaryProps,
  { hasError: boolean }
> {
  override state = { hasError: false }

  static getDerivedStateFromError() {
    return { hasError: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(
      'A part of the page failed to render',
      error,
      info.componentStack,
    )
    reportError(error)
  }

  reset = () => {
    this.props.onReset?.()
    this.setState({ hasError: false })
  }

  override render() {
    if (!this.state.hasError) return this.props.children
    const { fallback } = this.props
    return typeof fallback === 'function' ? fallback(this.reset) : fallback
  }
}
