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
  const error = useRouteError()
  const revalidator = useRevalidator()
  const status =
    isRouteErrorResponse(error) || error instanceof ApiError
      ? error.status
      : undefined
  const [title, message] =
    status === 401
      ? ['Please sign in', 'You need to sign in to see this page.']
      : status === 404 || status === 403
        ? [
            'Not found',
            'We could not find what you were looking for. It may have been deleted.',
          ]
        : [
            'Something went wrong',
            'This page could not be loaded. Please try again.',
          ]
  return (
    <div className={styles.error} role="alert">
      <h1>{title}</h1>
      <p>{message}</p>
      <div className={styles.actions}>
        {status === 401 ? (
          <Button onClick={() => void login()}>Log In</Button>
        ) : (
          <Button onClick={() => void revalidator.revalidate()}>
            Try again
          </Button>
        )}
        <Link to={paths.index()}>Go to the home page</Link>
      </div>
    </div>
  )
}
