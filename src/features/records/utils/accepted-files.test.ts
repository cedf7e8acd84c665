// @vitest-environment node
import {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_EXTENSIONS,
  isAcceptedFileName,
  isOverSizeLimit,
  MAX_UPLOAD_BYTES,
} from './accepted-files'

test('the accepted extensions are the documented ones, in any letter case', () => {
  expect(ACCEPTED_EXTENSIONS).toEqual(
    'pdf txt md docx doc csv pptx ppt xls xlsx html htm odt ods odp jpg jpeg png gif bmp tiff webp'.split(
      ' ',
    ),
  )
  for (const name of ['a.pdf', 'B.DOCX', 'scan.Jpeg', 'notes.tar.md'])
    expect(isAcceptedFileName(name)).toBe(true)
  for (const name of ['a.exe', 'pdf', 'archive.zip', 'photo.heic', 'x.'])
    expect(isAcceptedFileName(name)).toBe(false)
  expect(ACCEPT_ATTRIBUTE.split(',')).toContain('.webp')
})

test('the limit is 52428800 bytes: that size is fine, one byte more is not', () => {
  expect(MAX_UPLOAD_BYTES).toBe(52_428_800)
  expect(isOverSizeLimit({ size: 52_428_800 })).toBe(false)
  expect(isOverSizeLimit({ size: 52_428_801 })).toBe(true)
})
