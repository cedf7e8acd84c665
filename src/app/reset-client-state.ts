import type { QueryClient } from '@tanstack/react-query'

import { clearMarkdownCache } from '@/components/markdown/markdown'
import { forgetCitedContent } from '@/features/citations/components/cited-content'
import { resetWalkthroughStore } from '@/features/walkthrough/stores/walkthrough-store'
import { resetActiveSelection } from '@/stores/active-selection-store'
import { resetLayoutStore } from '@/stores/layout-store'
import { resetPanelsStore } from '@/stores/panels-store'

/** Forgets everything the client holds about the user (on sign-out). */
export function resetClientState(queryClient: QueryClient) {
  void queryClient.cancelQueries()
  queryClient.clear()
  resetActiveSelection()
  resetLayoutStore()
  resetPanelsStore()
  resetWalkthroughStore()
  clearMarkdownCache()
  forgetCitedContent()
}
