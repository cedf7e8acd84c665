import { create } from 'zustand'

import { storePart } from '@/lib/app-state'

/**
 * The report view's panels: the main report panel (not closable), follow-up
 * question panels beside it (closable), and the right side panel showing one
 * citation or the reference list (the "reference" panel). See
 * docs/product/layout-and-navigation.md#report-panels.
 */
export interface ReportPanel {
  /** The analysis shown: a report, or a question. */
  analysisId: string
  kind: 'main' | 'secondary'
  analysisType: 'REPORT' | 'QUESTION'
  /** The project the analysis belongs to, when known. */
  projectId?: string | null
  parentAnalysisId?: string | null
  /** The question text, shown while the analysis loads. */
  questionTitle?: string | null
}

export type SidePanel =
  | {
      content: 'bibliography'
      analysisId: string
      pmid: string
      citationKey: string
    }
  | { content: 'references'; analysisId: string }

interface PanelsState {
  panels: ReportPanel[]
  sidePanel: SidePanel | null
  /** The side panel keeps its content while hidden, so the toggle can bring it back. */
  isSidePanelOpen: boolean
}

const initialState: PanelsState = {
  panels: [],
  sidePanel: null,
  isSidePanelOpen: false,
}

const usePanelsStore = create<PanelsState>()(() => initialState)
storePart(usePanelsStore)

export const usePanels = () => usePanelsStore((s) => s.panels)
export const useSidePanel = () => usePanelsStore((s) => s.sidePanel)
export const useIsSidePanelOpen = () => usePanelsStore((s) => s.isSidePanelOpen)
export const getPanels = () => usePanelsStore.getState().panels

/** The report panels in view: side by side, or on a phone only the last. */
export const panelsInView = (panels: ReportPanel[], isMobile: boolean) =>
  isMobile ? panels.slice(-1) : panels
export const getSidePanel = () => usePanelsStore.getState().sidePanel

/**
 * A main panel replaces every panel; question panels of other parents go
 * (a report without a parent clears stale question panels).
 */
export function mainPanelOpened(panel: Omit<ReportPanel, 'kind'>) {
  usePanelsStore.setState((state) => {
    const current = state.panels[0]
    if (current?.kind === 'main' && current.analysisId === panel.analysisId) {
      return {
        panels: [
          { ...current, ...panel, kind: 'main' },
          ...state.panels.slice(1),
        ],
      }
    }
    const keep = state.panels.filter(
      (p) => p.kind === 'secondary' && p.parentAnalysisId === panel.analysisId,
    )
    return {
      panels: [{ ...panel, kind: 'main' }, ...keep],
      sidePanel: null,
      isSidePanelOpen: false,
    }
  })
}

/**
 * Adds a question panel beside the others and closes the reference panel.
 * Returns false, changing nothing, when `maxPanels` are already open; an
 * already open analysis is not opened twice.
 */
export function secondaryPanelOpened(
  panel: Omit<ReportPanel, 'kind'>,
  maxPanels: number,
): boolean {
  const { panels } = usePanelsStore.getState()
  if (panels.some((p) => p.analysisId === panel.analysisId)) return true
  if (panels.length >= maxPanels) return false
  usePanelsStore.setState({
    panels: [...panels, { ...panel, kind: 'secondary' }],
    sidePanel: null,
    isSidePanelOpen: false,
  })
  return true
}

/** Moves a question panel after the others (on a phone, into view). */
export function panelBroughtToFront(analysisId: string) {
  usePanelsStore.setState((state) => {
    const panel = state.panels.find(
      (p) => p.kind === 'secondary' && p.analysisId === analysisId,
    )
    if (!panel || state.panels.at(-1) === panel) return state
    return {
      panels: [...state.panels.filter((p) => p !== panel), panel],
    }
  })
}

/** Closes a question panel; the main panel cannot be closed. Returns the panels left. */
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

/** Switching project closes the panels of other projects. */
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

/** Opens the side panel on a citation or the reference list (replacing what it showed). */
export const sidePanelOpened = (sidePanel: SidePanel) =>
  usePanelsStore.setState({ sidePanel, isSidePanelOpen: true })

export const sidePanelToggled = () =>
  usePanelsStore.setState((state) => ({
    isSidePanelOpen: state.sidePanel ? !state.isSidePanelOpen : false,
  }))

export const sidePanelClosed = () =>
  usePanelsStore.setState({ sidePanel: null, isSidePanelOpen: false })

export const resetPanelsStore = () => usePanelsStore.setState(initialState)
