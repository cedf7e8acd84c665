import { randomUUID } from 'node:crypto'

import { expect, expectNoAxeViolations, signIn, test } from './fixtures'
import { RecordsPage } from './pages/records'

/** A user the API stand-in seeds with 5,000 more records for the first patient. */
const longHistoryUser = () => ({
  email: `e2e-records-5000-${randomUUID().slice(0, 8)}@example.com`,
  password: 'demo',
})

for (const width of [1280, 390]) {
  test(`at ${width} px, 5,000 records: the filter finds them, says how many match, keeps the selection, and passes axe`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    await signIn(page, longHistoryUser())
    const records = new RecordsPage(page)
    await records.openProjectRecords('Thyroid Health')
    const filter = page.getByRole('searchbox', { name: 'Filter records' })
    await expect(filter).toHaveAccessibleDescription('5,004 records')

    // The newest rows come first; the rest follow in slices.
    await expect(
      records.recordsList.getByRole('checkbox').first(),
    ).toBeVisible()
    const newest = records.recordsList.getByRole('checkbox').first()
    await newest.check()
    const pickedName = await newest.evaluate(
      (box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? '',
    )
    // The oldest records, years back, are found too.
    await filter.fill('vitamin d 2013')
    await expect(filter).toHaveAccessibleDescription(
      /^\d+ of 5,004 records match$/,
    )
    const found = records.recordsList.getByRole('checkbox')
    const foundNames = () =>
      found.evaluateAll((boxes) =>
        boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
      )
    await expect
      .poll(async () => {
        const names = await foundNames()
        return (
          names.length > 0 &&
          names.every((name) => name?.startsWith('Vitamin D result 2013-'))
        )
      })
      .toBe(true)
    await expect(filter).toHaveAccessibleDescription(
      `${(await foundNames()).length} of 5,004 records match`,
    )
    // What was picked before stays selected and listed, whatever the filter shows.
    await expect(
      page.getByRole('region', { name: /^Selected records/ }),
    ).toContainText(pickedName)

    await expectNoAxeViolations(page)
    // No sideways scrolling.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= window.innerWidth,
      ),
    ).toBe(true)
    await page.screenshot({
      path: testInfo.outputPath(`long-history-${width}.png`),
      fullPage: false,
    })

    await filter.fill('nothing like this')
    await expect(
      page.getByText('No records match “nothing like this”.'),
    ).toBeVisible()
    await expect(filter).toHaveAccessibleDescription('0 of 5,004 records match')
  })
}

test('in English, a long list and its counts show without an Intl formatter, whose first use starts the locale data (a long task on a phone)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const counted = window as unknown as { intlFormatters: string[] }
    counted.intlFormatters = []
    for (const name of [
      'NumberFormat',
      'DateTimeFormat',
      'RelativeTimeFormat',
    ] as const) {
      const Original = Intl[name]
      Object.defineProperty(Intl, name, {
        configurable: true,
        writable: true,
        value: new Proxy(Original, {
          construct(target, args: unknown[]) {
            counted.intlFormatters.push(name)
            return Reflect.construct(target, args) as object
          },
        }),
      })
    }
  })
  await signIn(page, longHistoryUser())
  const records = new RecordsPage(page)
  await records.openProjectRecords('Thyroid Health')
  const filter = page.getByRole('searchbox', { name: 'Filter records' })
  await expect(filter).toHaveAccessibleDescription('5,004 records')
  await records.recordsList.getByRole('checkbox').first().check()
  await filter.fill('vitamin')
  await expect(filter).toHaveAccessibleDescription(
    /^[\d,]+ of 5,004 records match$/,
  )
  expect(
    await page.evaluate(
      () => (window as unknown as { intlFormatters: string[] }).intlFormatters,
    ),
  ).toEqual([])
})
