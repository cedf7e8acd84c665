import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange)
const isOnline = () => onlineManager.isOnline()

/** As TanStack Query sees it: offline, queries and mutations wait rather than fail. */
export const useIsOnline = (): boolean =>
  useSyncExternalStore(subscribe, isOnline, () => true)
