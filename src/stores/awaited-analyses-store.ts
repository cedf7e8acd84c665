import { create } from 'zustand'

import { storePart } from '@/lib/app-state'
import type { AnalysisType } from '@/types/analysis'

/** A question or report the person asked for in this visit, not finished yet. */
export interface AwaitedAnalysis {
  analysisId: string
  analysisType: AnalysisType
  /** The question, or the report's working title, for the notice. */
  title: string | null
}

export interface FinishedAnalysis extends AwaitedAnalysis {
  isFailed: boolean
}

const initialState = {
  awaited: [] as readonly AwaitedAnalysis[],
  /** Finished away from the screen, not opened yet (newest last). */
  unseen: [] as readonly FinishedAnalysis[],
}

const useAwaitedAnalysesStore = create(() => initialState)
storePart(useAwaitedAnalysesStore)

export const useAwaitedAnalyses = () =>
  useAwaitedAnalysesStore((s) => s.awaited)
export const useUnseenResults = () => useAwaitedAnalysesStore((s) => s.unseen)

export function analysisAwaited(analysis: AwaitedAnalysis) {
  useAwaitedAnalysesStore.setState((s) =>
    s.awaited.some((a) => a.analysisId === analysis.analysisId)
      ? s
      : { awaited: [...s.awaited, analysis] },
  )
}

export function awaitedAnalysisFinished(
  analysis: FinishedAnalysis,
  { unseen }: { unseen: boolean },
) {
  useAwaitedAnalysesStore.setState((s) => ({
    awaited: s.awaited.filter((a) => a.analysisId !== analysis.analysisId),
    unseen: unseen ? [...s.unseen, analysis] : s.unseen,
  }))
}

export function resultSeen(analysisId: string) {
  useAwaitedAnalysesStore.setState((s) =>
    s.unseen.some((a) => a.analysisId === analysisId)
      ? { unseen: s.unseen.filter((a) => a.analysisId !== analysisId) }
      : s,
  )
}
