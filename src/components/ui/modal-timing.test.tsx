import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'

import { LanguageProvider } from '@/testing/render'

import { Dialog } from './dialog'
import {
  MODAL_CLOSE_MS,
  MODAL_REOPEN_DELAY_MS,
  modalClosed,
  type OpenWhileClosing,
} from './modal-timing'

function TwoDialogs({
  whileClosing = 'ignore',
}: {
  whileClosing?: OpenWhileClosing
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Second"
        whileClosing={whileClosing}
      >
        <p>Body</p>
      </Dialog>
    </>
  )
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

const click = (name: string) =>
  fireEvent.click(screen.getByRole('button', { name }))
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

test('opening while another modal closes (150 ms) is ignored', async () => {
  render(<TwoDialogs />, { wrapper: LanguageProvider })
  act(() => modalClosed())
  click('Open')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  await advance(MODAL_REOPEN_DELAY_MS)
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  // A new request after the transition opens it.
  click('Open')
  expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument()
})

test('opening within 300 ms of a close waits until then', async () => {
  render(<TwoDialogs />, { wrapper: LanguageProvider })
  act(() => modalClosed())
  await advance(MODAL_CLOSE_MS)
  click('Open')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  await advance(MODAL_REOPEN_DELAY_MS - MODAL_CLOSE_MS - 1)
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  await advance(1)
  expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument()
})

test('a dialog reporting work already started waits for the closing one, and opens', async () => {
  render(<TwoDialogs whileClosing="wait" />, { wrapper: LanguageProvider })
  act(() => modalClosed())
  click('Open')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  await advance(MODAL_REOPEN_DELAY_MS - 1)
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  await advance(1)
  expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument()
})

test('a dialog the app opens itself is never held back', async () => {
  render(<TwoDialogs whileClosing="open" />, { wrapper: LanguageProvider })
  act(() => modalClosed())
  click('Open')
  expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument()
})

test('closing a dialog starts the transition for the next one', async () => {
  render(<TwoDialogs />, { wrapper: LanguageProvider })
  click('Open')
  expect(screen.getByRole('dialog')).toBeInTheDocument()
  click('Close')
  click('Open')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})
