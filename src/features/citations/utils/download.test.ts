import { downloadTextFile, fileSlug } from './download'

test.each([
  ['Thyroid Health Report', 'thyroid-health-report'],
  ['  Salt & water: a "trial" (2019)!  ', 'salt-water-a-trial-2019'],
  ['../../etc/passwd', 'etc-passwd'],
  ['C:\\reports\\con.ris', 'c-reports-con-ris'],
  ['Étude sur la thyroïde', 'étude-sur-la-thyroïde'],
  ['甲状腺の報告', '甲状腺の報告'],
  ['Θυρεοειδής — Щитовидная железа', 'θυρεοειδής-щитовидная-железа'],
  ['', 'references'],
  [null, 'references'],
  ['!!! ???', 'references'],
])('%j becomes the file name %j', (title, slug) => {
  expect(fileSlug(title)).toBe(slug)
})

test('a long title is cut at 80 characters without a trailing hyphen', () => {
  const slug = fileSlug(`${'a'.repeat(79)} b ${'c'.repeat(50)}`)
  expect(slug).toBe('a'.repeat(79))
  expect(Array.from(fileSlug('😀'.repeat(100) + ' x'))).toHaveLength(1)
})

test('a download goes through a temporary link to a Blob, released later', async () => {
  vi.useFakeTimers()
  const createObjectURL = vi
    .spyOn(URL, 'createObjectURL')
    .mockReturnValue('blob:report-references')
  const revokeObjectURL = vi
    .spyOn(URL, 'revokeObjectURL')
    .mockImplementation(() => {})
  const clicked: HTMLAnchorElement[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this)
  })

  downloadTextFile('report.ris', 'TY  - JOUR\r\nER  - \r\n', 'text/plain')

  expect(clicked).toHaveLength(1)
  expect(clicked[0]?.download).toBe('report.ris')
  expect(clicked[0]?.getAttribute('href')).toBe('blob:report-references')
  expect(clicked[0]?.isConnected).toBe(false)
  const blob = createObjectURL.mock.calls[0]?.[0]
  expect(blob).toBeInstanceOf(Blob)
  expect((blob as Blob).type).toBe('text/plain')
  expect(await (blob as Blob).text()).toBe('TY  - JOUR\r\nER  - \r\n')
  expect(revokeObjectURL).not.toHaveBeenCalled()
  vi.runAllTimers()
  expect(revokeObjectURL).toHaveBeenCalledWith('blob:report-references')
  vi.useRealTimers()
})
