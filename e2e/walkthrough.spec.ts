import type { Locator, Page } from '@playwright/test'

import { expect, expectNoAxeViolations, signIn, test } from './fixtures'

test.use({ toursSeen: false })

// Pressed from the keyboard: the drawer may still settle its scroll position
// as it opens, and a pointer click could land on the item above.
async function launchPotsTutorial(scope: Page | Locator) {
  const button = scope
    .getByRole('listitem')
    .filter({ hasText: 'Example: POTS' })
    .getByRole('button', { name: /Launch Tutorial/ })
  await button.focus()
  await button.press('Enter')
}

/** Each tour step and the report it opens. */
const REPORT_STEPS = [
  ['The First Report', 'Understanding Your POTS Diagnosis'],
  ['Report 2: Salt and Fluid Intake', 'Salt and Fluid Intake'],
  ['Report 3: Exercise and Reconditioning', 'Exercise and Reconditioning'],
  ['Report 4: Medications for POTS', 'Medications for POTS'],
] as const
const STEPS = REPORT_STEPS.map(([step]) => step)

test('the first sign-in starts the POTS tour, which opens each report in turn', async ({
  page,
  user,
}) => {
  // Opens each report of the tour in turn: more than a minute on a busy runner.
  test.slow()
  await signIn(page, user)
  const box = page.getByRole('region', { name: 'View a Sample Project' })
  await expect(box).toBeVisible()
  await expect(box).toContainText('Step 1 of 6')
  await expectNoAxeViolations(page)

  for (const [index, [title, reportTitle]] of REPORT_STEPS.entries()) {
    await page.getByRole('button', { name: 'Next' }).click()
    const step = page.getByRole('region', { name: title })
    await expect(step).toContainText(`Step ${index + 2} of 6`)
    await expect(page).toHaveURL(/\/report\/analyses\/[^/]+$/)
    await expect(
      page
        .getByRole('main')
        .getByRole('heading', { name: reportTitle, level: 1 }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: title })).toBeFocused()
  }
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Next' }).click()
  await expect(
    page.getByRole('region', { name: 'Try It Yourself' }),
  ).toContainText('Step 6 of 6')
  await page.getByRole('button', { name: 'Get Started' }).click()
  await expect(page).toHaveURL(/\/questions$/)
  await expect(
    page.getByRole('region', { name: /Try It Yourself/ }),
  ).toBeHidden()
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: 'Project My First Project' }),
  ).toBeVisible()

  await page.reload()
  await expect(
    page.getByRole('heading', {
      name: 'Understand your health simply and scientifically',
    }),
  ).toBeVisible()
  await expect(page.getByText(/Step \d of 6/)).toBeHidden()
})

test('Launch Tutorial starts a seen tour again', async ({ page, user }) => {
  await signIn(page, user)
  await page.getByRole('button', { name: 'Close the tutorial' }).click()
  await expect(page.getByText('Step 1 of 6')).toBeHidden()

  await launchPotsTutorial(page)
  await expect(page.getByText('Step 1 of 6')).toBeVisible()
  await expect(
    page.getByRole('heading', { name: 'View a Sample Project' }),
  ).toBeFocused()
})

test('at 390 px the drawer closes when the tour starts and on each step', async ({
  page,
  user,
}) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await signIn(page, user)
  await page.getByRole('button', { name: 'Close the tutorial' }).click()

  await page.getByRole('button', { name: 'Navigation' }).click()
  const drawer = page.getByRole('dialog', { name: 'Navigation' })
  await expect(drawer).toBeVisible()
  await launchPotsTutorial(drawer)
  await expect(drawer).toBeHidden()

  for (const title of STEPS) {
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByRole('heading', { name: title })).toBeFocused()
    await expect(drawer).toBeHidden()
  }
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= innerWidth,
    ),
  ).toBe(true)
})
