import { createContext, use, type RefObject } from 'react'

/** Where focus goes when the menu opens: its first item (keyboard) or the menu itself (pointer). */
export type OpenFocus = 'first' | 'menu'

export interface MenuContextValue {
  isOpen: boolean
  container: Element
  open: (focus: OpenFocus) => void
  /** Focus goes back to the button unless a press outside moved it elsewhere. */
  close: (reason: 'select' | 'key' | 'outside') => void
  triggerRef: RefObject<HTMLButtonElement | null>
  contentRef: RefObject<HTMLDivElement | null>
  openFocusRef: RefObject<OpenFocus>
  onCloseAutoFocusRef: RefObject<((event: Event) => void) | undefined>
  triggerId: string
  contentId: string
}

export const MenuContext = createContext<MenuContextValue | null>(null)

export function useMenu() {
  const menu = use(MenuContext)
  if (!menu) throw new Error('Menu parts must be inside <Menu>')
  return menu
}
