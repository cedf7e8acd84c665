import { SEEN_KEYS } from '@/features/walkthrough/utils/walkthrough-steps'

/** The guided tours start by themselves on a first visit; most tests are not about them. */
export function markToursSeen() {
  for (const key of Object.values(SEEN_KEYS)) localStorage.setItem(key, 'true')
}

export function markToursUnseen() {
  for (const key of Object.values(SEEN_KEYS)) localStorage.removeItem(key)
}
