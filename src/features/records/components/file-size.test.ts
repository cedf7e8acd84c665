// @vitest-environment node
import { i18n } from '@/i18n/i18n'

import { formatFileSize } from './file-upload-panel'

test('sizes read as B, KB or MB', () => {
  expect(formatFileSize(512, i18n)).toBe('512 B')
  expect(formatFileSize(2048, i18n)).toBe('2 KB')
  expect(formatFileSize(1.5 * 1024 * 1024, i18n)).toBe('1.5 MB')
  expect(formatFileSize(52_428_801, i18n)).toBe('50 MB')
})
