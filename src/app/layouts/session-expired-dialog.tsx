import { Button } from '@/components/ui/button'
import { Dialog, DialogActions } from '@/components/ui/dialog'
import { login } from '@/lib/auth'
import { sessionExpiredDismissed } from '@/stores/session-store'

/**
 * Shown once the session has ended (refused refresh, a session ended
 * elsewhere, a 401 no refresh cures). Log In closes it and starts the
 * sign-in; coming back, the app opens where the person was, with what
 * they were typing.
 */
export function SessionExpiredDialog({ open }: { open: boolean }) {
  const handleLogIn = () => {
    sessionExpiredDismissed()
    void login()
  }
  return (
    <Dialog
      open={open}
      onOpenChange={() => {}}
      title="Session Expired"
      size="sm"
      hideClose
      isDismissable={false}
      whileClosing="open"
    >
      <p>Your session has expired. Please log in again to continue.</p>
      <DialogActions>
        <Button onClick={handleLogIn}>Log In</Button>
      </DialogActions>
    </Dialog>
  )
}
