// @vitest-environment node
import { headingLevels } from './split-markdown'

test.each([
  ['# A\n## B\n### C', 1, { 1: 2, 2: 3, 3: 4 }],
  ['## A\n### B', 1, { 2: 2, 3: 3 }],
  ['## A\n#### B', 1, { 2: 2, 4: 3 }],
  ['## A\n#### B', 2, { 2: 3, 4: 4 }],
  ['##### A\n###### B', 5, { 5: 6, 6: 6 }],
  ['```\n# code\n```\n### A', 1, { 3: 2 }],
])(
  '%j under a level-%i heading: depth → level %j',
  (content, parent, expected) => {
    const levels = headingLevels(content, parent)
    for (const [depth, level] of Object.entries(expected)) {
      expect(levels[Number(depth) - 1]).toBe(level)
    }
  },
)
