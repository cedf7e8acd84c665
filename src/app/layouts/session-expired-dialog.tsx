import { Button } from '@/components/ui/button'
import { Dialog, DialogActions } from '@/components/ui/dialog'
import { login } from '@/lib/auth'
import {
  sessionExpiredDismissed,
  useIsSessionExpired,
} from '@/stores/session-store'

/** SPEC.md §2: shown after a failed token refresh; Log In closes it and starts login. */
export function SessionExpiredDialog() {
  const isExpired = useIsSessionExpired()
  const handleLogIn = () => {
    sessionExpiredDismissed()
    void login()
  }
  return (
    <Dialog
      open={isExpired}
      onOpenChange={() => {}}
      title="Session Expired"
      size="sm"
      hideClose
      isDismissable={false}
      opensAlways
    >
      <p>Your session has expired. Please log in again to continue.</p>
      <DialogActions>
        <Button onClick={handleLogIn}>Log In</Button>
      </DialogActions>
    </Dialog>
  )
}
