import { fireEvent } from '@testing-library/react'

/**
 * Presses `element` twice as a quick double press does: each press is a
 * task of its own, so promise callbacks pending after the first run before
 * the second, while the screen has not updated yet (no timer or render
 * task has run in between).
 */
export async function pressTwice(element: HTMLElement): Promise<void> {
  fireEvent.click(element)
  for (let turn = 0; turn < 5; turn++) await Promise.resolve()
  fireEvent.click(element)
}
