import { Button } from '@/components/ui/button'
import { Dialog, DialogActions } from '@/components/ui/dialog'
import { login } from '@/lib/auth'
import { sessionExpiredDismissed } from '@/stores/session-store'

/** Shown once the session has ended (refused refresh, ended elsewhere, a 401 no refresh cures). */
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
