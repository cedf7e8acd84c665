import { Trans, useLingui } from '@lingui/react/macro'
import {
  isRouteErrorResponse,
  Link,
  useRevalidator,
  useRouteError,
} from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { login } from '@/lib/auth'
import { ApiError } from '@/lib/http-client'
import { paths } from '@/lib/paths'

import styles from './route-error.module.css'

/** The error element of each route branch: a message and a way forward, never a white screen. */
export function RouteError() {
  const { t } = useLingui()
  const error = useRouteError()
  const revalidator = useRevalidator()
  const status =
    isRouteErrorResponse(error) || error instanceof ApiError
      ? error.status
      : undefined
  const [title, message] =
    status === 401
      ? [t`Please sign in`, t`You need to sign in to see this page.`]
      : status === 404 || status === 403
        ? [
            t`Not found`,
            t`We could not find what you were looking for. It may have been deleted.`,
          ]
        : [
            t`Something went wrong`,
            t`This page could not be loaded. Please try again.`,
          ]
  return (
    <div className={styles.error} role="alert">
      <h1>{title}</h1>
      <p>{message}</p>
      <div className={styles.actions}>
        {status === 401 ? (
          <Button onClick={() => void login()}>
            <Trans>Log In</Trans>
          </Button>
        ) : (
          <Button onClick={() => void revalidator.revalidate()}>
            <Trans>Try again</Trans>
          </Button>
        )}
        <Link to={paths.index()}>
          <Trans>Go to the home page</Trans>
        </Link>
      </div>
    </div>
  )
}
