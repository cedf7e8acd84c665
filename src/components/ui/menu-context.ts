import { createContext, use, type RefObject } from 'react'

/** Where focus goes when the menu opens: its first item (keyboard) or the menu itself (pointer). */
export type OpenFocus = 'first' | 'menu'
/** How the menu closed: focus goes back to its button unless a person moved it elsewhere. */
type CloseReason = 'select' | 'key' | 'outside'

export interface MenuContextValue {
  isOpen: boolean
  /** Where the open menu is rendered. */
  container: Element
  open: (focus: OpenFocus) => void
  close: (reason: CloseReason) => void
  triggerRef: RefObject<HTMLButtonElement | null>
  setTrigger: (node: HTMLButtonElement | null) => void
  contentRef: RefObject<HTMLDivElement | null>
  openFocusRef: RefObject<OpenFocus>
  triggerId: string
  contentId: string
  setOnCloseAutoFocus: (handler: ((event: Event) => void) | undefined) => void
}

export const MenuContext = createContext<MenuContextValue | null>(null)

export function useMenu() {
  const menu = use(MenuContext)
  if (!menu) throw new Error('Menu parts must be inside <Menu>')
  return menu
}
