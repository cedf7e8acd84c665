// @vitest-environment node
import { withoutLeadingTitle } from './leading-title'

test('a first heading repeating the title is left out', () => {
  expect(
    withoutLeadingTitle(
      '# Thyroid Health Report\n\n## Summary',
      'Thyroid Health Report',
    ),
  ).toBe('\n## Summary')
  expect(
    withoutLeadingTitle(
      '\n#  thyroid health report #\ntext',
      'Thyroid Health Report',
    ),
  ).toBe('text')
})

test('anything else is kept', () => {
  expect(withoutLeadingTitle('# Other\n\ntext', 'Report')).toBe(
    '# Other\n\ntext',
  )
  expect(withoutLeadingTitle('## Report\n', 'Report')).toBe('## Report\n')
  expect(withoutLeadingTitle('Intro\n# Report', 'Report')).toBe(
    'Intro\n# Report',
  )
  expect(withoutLeadingTitle('# Report', null)).toBe('# Report')
})
