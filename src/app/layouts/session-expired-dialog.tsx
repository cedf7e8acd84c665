import { Trans, useLingui } from '@lingui/react/macro'

import { Button } from '@/components/ui/button'
import { Dialog, DialogActions } from '@/components/ui/dialog'
import { login } from '@/lib/auth'
import { sessionExpiredDismissed } from '@/stores/session-store'

/** Shown once the session has ended (refused refresh, ended elsewhere, a 401 no refresh cures). */
export function SessionExpiredDialog({ open }: { open: boolean }) {
  const { t } = useLingui()
  const handleLogIn = () => {
    sessionExpiredDismissed()
    void login()
  }
  return (
    <Dialog
      open={open}
      onOpenChange={() => {}}
      title={t`Session Expired`}
      size="sm"
      hideClose
      isDismissable={false}
      whileClosing="open"
    >
      <p>
        <Trans>
          Your session has expired. Please log in again to continue.
        </Trans>
      </p>
      <DialogActions>
        <Button onClick={handleLogIn}>
          <Trans>Log In</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  )
}
