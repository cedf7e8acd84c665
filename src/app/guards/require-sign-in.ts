import { isSignedIn, login } from '@/lib/auth'

/**
 * A protected route without sign-in starts login and cancels
 * the navigation. The browser leaves for the identity provider, so the
 * returned promise never settles; if login could not start, the route's
 * error element explains.
 */
export async function requireSignIn(request: Request): Promise<void> {
  if (isSignedIn()) return
  await login(request.url)
  if (isSignedIn()) return
  throw new Response('Sign-in required', { status: 401 })
}
