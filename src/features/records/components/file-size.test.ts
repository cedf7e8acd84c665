// @vitest-environment node
import { formatFileSize } from './file-upload-panel'

test('sizes read as B, KB or MB', () => {
  expect(formatFileSize(512)).toBe('512 B')
  expect(formatFileSize(2048)).toBe('2 KB')
  expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB')
  expect(formatFileSize(52_428_801)).toBe('50 MB')
})
