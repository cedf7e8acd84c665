import { act } from '@testing-library/react'

import { MODAL_REOPEN_DELAY_MS } from '@/components/ui/modal-timing'

/** Waits out SPEC.md §4's modal timing after a dialog closed, so another can open. */
export const afterModalClosed = () =>
  act(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(resolve, MODAL_REOPEN_DELAY_MS),
      ),
  )
