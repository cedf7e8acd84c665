import { create } from 'zustand'

import { storePart } from '@/lib/app-state'

/** The report view's panels (docs/product/layout-and-navigation.md#report-panels). */
export interface ReportPanel {
  analysisId: string
  /** The main panel cannot be closed; question panels beside it can. */
  kind: 'main' | 'secondary'
  analysisType: 'REPORT' | 'QUESTION'
  projectId?: string | null
  parentAnalysisId?: string | null
  /** The question text, shown while the analysis loads. */
  questionTitle?: string | null
}

export type SidePanel = { analysisId: string } & (
  | { content: 'bibliography'; pmid: string; citationKey: string }
  | { content: 'references' }
)

const initialState = {
  panels: [] as ReportPanel[],
  sidePanel: null as SidePanel | null,
  /** The side panel (a citation or the references) keeps its content while hidden, for the toggle. */
  isSidePanelOpen: false,
}

const usePanelsStore = create(() => initialState)
storePart(usePanelsStore)

export const usePanels = () => usePanelsStore((s) => s.panels)
export const useSidePanel = () => usePanelsStore((s) => s.sidePanel)
export const useIsSidePanelOpen = () => usePanelsStore((s) => s.isSidePanelOpen)
export const getPanels = () => usePanelsStore.getState().panels

/** On a phone only the last panel is in view. */
export const panelsInView = (panels: ReportPanel[], isMobile: boolean) =>
  isMobile ? panels.slice(-1) : panels
export const getSidePanel = () => usePanelsStore.getState().sidePanel

/** A main panel replaces every panel but the question panels asked on it. */
export function mainPanelOpened(panel: Omit<ReportPanel, 'kind'>) {
  usePanelsStore.setState((state) => {
    const current = state.panels[0]
    if (current?.kind === 'main' && current.analysisId === panel.analysisId)
      return {
        panels: [
          { ...current, ...panel, kind: 'main' },
          ...state.panels.slice(1),
        ],
      }
    const keep = state.panels.filter(
      (p) => p.kind === 'secondary' && p.parentAnalysisId === panel.analysisId,
    )
    return { ...initialState, panels: [{ ...panel, kind: 'main' }, ...keep] }
  })
}

/** Adds a question panel and closes the side panel; false, changing nothing, when `maxPanels` are open. */
export function secondaryPanelOpened(
  panel: Omit<ReportPanel, 'kind'>,
  maxPanels: number,
): boolean {
  const { panels } = usePanelsStore.getState()
  if (panels.some((p) => p.analysisId === panel.analysisId)) return true
  if (panels.length >= maxPanels) return false
  usePanelsStore.setState({
    ...initialState,
    panels: [...panels, { ...panel, kind: 'secondary' }],
  })
  return true
}

/** Moves a question panel last (on a phone, into view). */
export function panelBroughtToFront(analysisId: string) {
  usePanelsStore.setState((state) => {
    const panel = state.panels.find(
      (p) => p.kind === 'secondary' && p.analysisId === analysisId,
    )
    if (!panel || state.panels.at(-1) === panel) return state
    return { panels: [...state.panels.filter((p) => p !== panel), panel] }
  })
}

export function panelClosed(analysisId: string): ReportPanel[] {
  usePanelsStore.setState((state) => ({
    panels: state.panels.filter(
      (p) => p.kind === 'main' || p.analysisId !== analysisId,
    ),
    sidePanel:
      state.sidePanel?.analysisId === analysisId ? null : state.sidePanel,
  }))
  return usePanelsStore.getState().panels
}

export function panelsOfOtherProjectsClosed(projectId: string) {
  usePanelsStore.setState((state) => {
    const panels = state.panels.filter(
      (p) => !p.projectId || p.projectId === projectId,
    )
    return panels.length === state.panels.length
      ? state
      : { ...initialState, panels }
  })
}

export const panelsCleared = () => usePanelsStore.setState(initialState)

export const sidePanelOpened = (sidePanel: SidePanel) =>
  usePanelsStore.setState({ sidePanel, isSidePanelOpen: true })

export const sidePanelToggled = () =>
  usePanelsStore.setState((state) => ({
    isSidePanelOpen: state.sidePanel ? !state.isSidePanelOpen : false,
  }))

export const sidePanelClosed = () =>
  usePanelsStore.setState({ sidePanel: null, isSidePanelOpen: false })

export const resetPanelsStore = () => usePanelsStore.setState(initialState)
