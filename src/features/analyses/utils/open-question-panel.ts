import { notify } from '@/lib/toast'
import {
  panelBroughtToFront,
  secondaryPanelOpened,
  type ReportPanel,
} from '@/stores/panels-store'
import {
  isMobileWidth,
  maxPanelsForWidth,
  panelLimitMessage,
} from '@/utils/panel-limits'

/** The panel-limit toast closes after 4 s. */
const PANEL_LIMIT_TOAST_MS = 4000

/**
 * Opens a question beside the report, within the limit for the window's
 * width (docs/product/layout-and-navigation.md#report-panels); on a phone,
 * where only the last panel is in view, one already open comes to the
 * front. When no room is left, says so and returns false.
 */
export function openQuestionPanel(panel: Omit<ReportPanel, 'kind'>): boolean {
  const width = window.innerWidth
  if (secondaryPanelOpened(panel, maxPanelsForWidth(width))) {
    if (isMobileWidth(width)) panelBroughtToFront(panel.analysisId)
    return true
  }
  notify.warning(panelLimitMessage(width), { autoClose: PANEL_LIMIT_TOAST_MS })
  return false
}
