import { act, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

import { MODAL_REOPEN_DELAY_MS } from '@/components/ui/modal-timing'

/** Waits out the modal timing after a dialog closed (150 ms close, 300 ms before reopening), so another can open. */
export const afterModalClosed = () =>
  act(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(resolve, MODAL_REOPEN_DELAY_MS),
      ),
  )

/** The three ways a person closes a dialog. */
export const CLOSINGS = ['Cancel', 'Escape', 'Close'] as const

/** Closes the dialog as the person chose (Cancel, the Escape key, its close button) and waits until it has gone. */
export async function closeDialog(
  user: UserEvent,
  dialog: HTMLElement,
  how: (typeof CLOSINGS)[number],
) {
  if (how === 'Escape') await user.keyboard('{Escape}')
  else await user.click(within(dialog).getByRole('button', { name: how }))
  await waitFor(() =>
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
  )
}
