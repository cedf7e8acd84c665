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

function describe(error: unknown): {
  title: string
  message: string
  status?: number
} {
  const status = isRouteErrorResponse(error)
    ? error.status
    : error instanceof ApiError
      ? error.status
      : undefined
  if (status === 401) {
    return {
      title: 'Please sign in',
      message: 'You need to sign in to see this page.',
      status,
    }
  }
  if (status === 404 || status === 403) {
    return {
      title: 'Not found',
      message:
        'We could not find what you were looking for. It may have been deleted.',
      status,
    }
  }
  return {
    title: 'Something went wrong',
    message: 'This page could not be loaded. Please try again.',
    status,
  }
}

/** The error element of each route branch: a message and a way forward, never a white screen. */
export function RouteError() {
  const error = useRouteError()
  const revalidator = useRevalidator()
  const { title, message, status } = describe(error)
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
