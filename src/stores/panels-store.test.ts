import {
  getPanels,
  getSidePanel,
  mainPanelOpened,
  panelBroughtToFront,
  panelClosed,
  panelsCleared,
  panelsOfOtherProjectsClosed,
  resetPanelsStore,
  secondaryPanelOpened,
  sidePanelClosed,
  sidePanelOpened,
  sidePanelToggled,
} from './panels-store'

const report = {
  analysisId: 'ana_1',
  analysisType: 'REPORT',
  projectId: 'prj_1',
} as const
const question = (id: string, parent = 'ana_1', projectId = 'prj_1') =>
  ({
    analysisId: id,
    analysisType: 'QUESTION',
    parentAnalysisId: parent,
    projectId,
  }) as const

afterEach(resetPanelsStore)

const state = () => ({
  panels: getPanels().map((p) => `${p.kind}:${p.analysisId}`),
})

test('a main panel replaces the main panel', () => {
  mainPanelOpened(report)
  mainPanelOpened({ ...report, analysisId: 'ana_2' })
  expect(state().panels).toEqual(['main:ana_2'])
})

test('a question panel brought to the front goes after the others; the main panel stays first', () => {
  mainPanelOpened(report)
  secondaryPanelOpened(question('ana_2'), 10)
  secondaryPanelOpened(question('ana_3'), 10)
  panelBroughtToFront('ana_2')
  expect(state().panels).toEqual([
    'main:ana_1',
    'secondary:ana_3',
    'secondary:ana_2',
  ])
  panelBroughtToFront('ana_1')
  panelBroughtToFront('ana_9')
  expect(state().panels).toEqual([
    'main:ana_1',
    'secondary:ana_3',
    'secondary:ana_2',
  ])
})

test('question panels are added beside the main panel, once each', () => {
  mainPanelOpened(report)
  expect(secondaryPanelOpened(question('ana_7'), 6)).toBe(true)
  expect(secondaryPanelOpened(question('ana_8'), 6)).toBe(true)
  expect(secondaryPanelOpened(question('ana_7'), 6)).toBe(true)
  expect(state().panels).toEqual([
    'main:ana_1',
    'secondary:ana_7',
    'secondary:ana_8',
  ])
})

test('a question panel is refused when the limit is reached', () => {
  mainPanelOpened(report)
  secondaryPanelOpened(question('ana_7'), 2)
  expect(secondaryPanelOpened(question('ana_8'), 2)).toBe(false)
  expect(state().panels).toEqual(['main:ana_1', 'secondary:ana_7'])
})

test('adding a question panel closes the reference panel', () => {
  mainPanelOpened(report)
  sidePanelOpened({ content: 'references', analysisId: 'ana_1' })
  expect(getSidePanel()).not.toBeNull()
  secondaryPanelOpened(question('ana_7'), 6)
  expect(getSidePanel()).toBeNull()
})

test('closing a question panel leaves the rest; the main panel cannot be closed', () => {
  mainPanelOpened(report)
  secondaryPanelOpened(question('ana_7'), 6)
  secondaryPanelOpened(question('ana_8'), 6)
  expect(panelClosed('ana_7').map((p) => p.analysisId)).toEqual([
    'ana_1',
    'ana_8',
  ])
  expect(panelClosed('ana_1').map((p) => p.analysisId)).toEqual([
    'ana_1',
    'ana_8',
  ])
})

test('a report without a parent clears question panels of other parents', () => {
  mainPanelOpened(report)
  secondaryPanelOpened(question('ana_7'), 6)
  mainPanelOpened({ ...report, analysisId: 'ana_2' })
  expect(state().panels).toEqual(['main:ana_2'])
})

test('reopening the same report keeps its question panels', () => {
  mainPanelOpened(report)
  secondaryPanelOpened(question('ana_7'), 6)
  mainPanelOpened(report)
  expect(state().panels).toEqual(['main:ana_1', 'secondary:ana_7'])
})

test('switching project closes the panels of other projects', () => {
  mainPanelOpened(report)
  secondaryPanelOpened(question('ana_7'), 6)
  panelsOfOtherProjectsClosed('prj_2')
  expect(getPanels()).toEqual([])
  mainPanelOpened(report)
  panelsOfOtherProjectsClosed('prj_1')
  expect(state().panels).toEqual(['main:ana_1'])
})

test('the side panel opens, toggles and closes', async () => {
  const { useIsSidePanelOpen, useSidePanel } = await import('./panels-store')
  const { renderHook, act } = await import('@testing-library/react')
  const { result } = renderHook(() => ({
    open: useIsSidePanelOpen(),
    panel: useSidePanel(),
  }))
  act(() =>
    sidePanelOpened({
      content: 'bibliography',
      analysisId: 'ana_1',
      pmid: '31415926',
      citationKey: '31415926-abstract-2',
    }),
  )
  expect(result.current.open).toBe(true)
  act(() => sidePanelToggled())
  expect(result.current).toMatchObject({
    open: false,
    panel: { pmid: '31415926' },
  })
  act(() => sidePanelToggled())
  expect(result.current.open).toBe(true)
  act(() => sidePanelClosed())
  expect(result.current).toEqual({ open: false, panel: null })
  act(() => panelsCleared())
})
