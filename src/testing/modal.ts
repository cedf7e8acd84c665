import { act } from '@testing-library/react'

import { MODAL_REOPEN_DELAY_MS } from '@/components/ui/modal-timing'

/** Waits out the modal timing after a dialog closed (150 ms close, 300 ms before reopening), so another can open. */
export const afterModalClosed = () =>
  act(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(resolve, MODAL_REOPEN_DELAY_MS),
      ),
  )
