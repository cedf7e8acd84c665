import type { Page } from '@playwright/test'

import {
  expect,
  expectNoAxeViolations,
  refuseTokenRefresh,
  signIn,
  test,
  type TestUser,
} from './fixtures'
import {
  axeRulesRun,
  expectNoHorizontalScroll,
  expectReachable,
  expectTargetSizes,
} from './pages/a11y-checks'
import { NavigationPage } from './pages/navigation'
import { RecordsPage } from './pages/records'
import { ReportPage, THYROID_REPORT } from './pages/report'
import { openWithUnreachableIdentityProvider } from './pages/startup'

// Screens, dialogs, menus and panels the journey specs do not already check
// with axe, plus reflow (320 px, 200 % zoom) and target size (WCAG 2.2 AA).

const HEADING = 'Understand your health simply and scientifically'
const STATIC_PAGES = [
  ['/about.html', 'About Health Research Assistant'],
  ['/privacy.html', 'Privacy Policy'],
  ['/terms.html', 'Terms of Use'],
  ['/accessibility.html', 'Accessibility statement'],
] as const

async function openRecordsOf(page: Page, project: string) {
  const records = new RecordsPage(page)
  await records.openProjectRecords(project)
  return records
}

/** The landing page, the Thyroid Health records and its report, each checked by `check`. */
async function forEachMainScreen(
  page: Page,
  user: TestUser,
  check: (screen: string) => Promise<void>,
) {
  await signIn(page, user)
  const report = new ReportPage(page)
  await expect(report.questionField).toBeVisible()
  await check('landing')

  await openRecordsOf(page, 'Thyroid Health')
  await check('records')

  await page.goto('/')
  await expect(report.questionField).toBeVisible()
  // Under 768 px the navigation is a drawer, closed until asked for.
  if ((page.viewportSize()?.width ?? 0) < 768) {
    await page.getByRole('button', { name: 'Navigation' }).click()
  }
  await report.openThyroidReport()
  await check('report')
}

test('axe runs WCAG 2.2 target size with the tags of the statement, and the visible-label-in-name rule', async ({
  signedInPage: page,
}) => {
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible()
  const rules = await axeRulesRun(page)
  expect(rules).toContain('target-size')
  expect(rules).toContain('label-content-name-mismatch')
})

test('the start-up failure screens: a broken config.json and an identity provider that cannot be reached', async ({
  page,
}) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: '{"apiUrl": 42}' }),
  )
  await page.goto('/')
  const heading = page.getByRole('heading', { name: 'Application Error' })
  await expect(heading).toBeVisible()
  await expectNoAxeViolations(page)

  await page.unroute('**/config.json')
  await openWithUnreachableIdentityProvider(page)
  await expect(heading).toBeVisible()
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 320, height: 640 })
  await expectNoHorizontalScroll(page)
})

test('the static pages, at 1280 and 320 px', async ({ page }) => {
  for (const [path, title] of STATIC_PAGES) {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(path)
    await expect(
      page.getByRole('heading', { name: title, level: 1 }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await expectTargetSizes(page)
    await page.setViewportSize({ width: 320, height: 640 })
    await expectNoHorizontalScroll(page)
    await expectNoAxeViolations(page)
  }
})

test('the accessibility statement is linked from the footer and the About page', async ({
  signedInPage: page,
}) => {
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Accessibility statement' })
    .click()
  await expect(
    page.getByRole('heading', { name: 'Accessibility statement', level: 1 }),
  ).toBeVisible()
  await page.goto('/about.html')
  await page.getByRole('link', { name: 'Accessibility statement' }).click()
  await expect(page).toHaveURL(/\/accessibility\.html$/)
})

test('not found: an unknown path lands on the landing page; an unknown report shows Not found', async ({
  page,
  user,
}) => {
  await signIn(page, user, '/no/such/page')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible()

  await page.goto('/report/analyses/no-such-analysis')
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible({
    timeout: 15_000,
  })
  await expectNoAxeViolations(page)
})

test('the Session Expired dialog', async ({ page, user }) => {
  await page.clock.install()
  await signIn(page, user)
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible()
  await refuseTokenRefresh(page)
  await page.clock.fastForward('10:00')
  const dialog = page.getByRole('dialog', { name: 'Session Expired' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Log In' })).toBeFocused()
  await expectNoAxeViolations(page)
})

test('the question tab: the user menu, the project menu and the patient tooltip, open', async ({
  signedInPage: page,
}) => {
  await page.getByRole('button', { name: /: User menu for / }).click()
  await expect(
    page.getByRole('menuitem', { name: 'Privacy Policy' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')

  const records = new RecordsPage(page)
  await records.projectButton.click()
  await expect(
    page.getByRole('menuitemradio', { name: 'Thyroid Health' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'About the selected patient' }).focus()
  await expect(page.getByRole('tooltip')).toContainText(
    'Answers are personalized to the selected patient.',
  )
  await expectNoAxeViolations(page)
})

test('the records tab: How to Use, the help and preview popovers, and a toast', async ({
  signedInPage: page,
}) => {
  const records = await openRecordsOf(page, 'My First Project')

  await records.main.getByRole('button', { name: 'How to use' }).click()
  const howTo = page.getByRole('dialog', {
    name: 'How to Use Analyze My Health',
  })
  await expect(howTo).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(howTo).toBeHidden()

  await records.main
    .getByRole('button', { name: 'About health records' })
    .click()
  await expect(
    page.getByRole('dialog', { name: 'About health records' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')

  await records.main
    .getByRole('button', { name: /^Preview Symptom diary/ })
    .click()
  await expect(page.getByRole('dialog', { name: /^Preview of / })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')

  await records.createReportButton.click()
  const toast = records.toast(
    'Please select at least one record to create a report.',
  )
  await expect(toast).toBeVisible()
  // The toast itself: while it shows, it covers whatever is under it at the
  // top right, which axe's target-size rule would count against that control.
  await expectNoAxeViolations(page, '.Toastify')
  await expectTargetSizes(page)
})

test('the Delete patient confirmation', async ({ signedInPage: page }) => {
  const navigation = new NavigationPage(page)
  await navigation.patientButton('Jane Doe').click()
  await navigation.menuItem('Edit Jane Doe').click()
  const edit = navigation.dialog('Edit Patient')
  await edit.getByRole('button', { name: 'Delete patient' }).click()
  await expect(navigation.dialog('Delete patient?')).toBeVisible()
  await expectNoAxeViolations(page)
})

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the navigation drawer, open; a report with its references', async ({
    signedInPage: page,
  }) => {
    await page.getByRole('button', { name: 'Navigation' }).click()
    const drawer = page.getByRole('dialog', { name: 'Navigation' })
    await expect(drawer).toBeVisible()
    await expectNoAxeViolations(page)
    await expectTargetSizes(page)

    const report = new ReportPage(page)
    const panel = await report.openThyroidReport()
    await expect(drawer).toBeHidden()
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)
    await expectTargetSizes(page)

    await panel.getByRole('button', { name: 'References' }).first().click()
    await expect(report.sidePanel('References')).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)
  })
})

test.describe('the guided tour on a phone', () => {
  test.use({ toursSeen: false, viewport: { width: 390, height: 844 } })

  test('the tour card over the landing page and over a report', async ({
    signedInPage: page,
  }) => {
    const box = page.getByRole('region', { name: 'View a Sample Project' })
    await expect(box).toContainText('Step 1 of 6')
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)

    await box.getByRole('button', { name: 'Next' }).click()
    await expect(
      page.getByRole('region', { name: 'The First Report' }),
    ).toContainText('Step 2 of 6')
    await expect(page).toHaveURL(/\/report\/analyses\//)
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)
  })
})

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('the landing page, the records tab and a report fit and their controls are reachable', async ({
    page,
    user,
  }) => {
    await forEachMainScreen(page, user, async (screen) => {
      await test.step(screen, async () => {
        await expectNoHorizontalScroll(page)
        await expectMainControlsReachable(page, screen)
        await expectNoAxeViolations(page)
      })
    })
  })
})

test.describe('at 200 % zoom (640 × 400 CSS px)', () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 })

  test('the landing page, the records tab and a report fit and their controls are reachable', async ({
    page,
    user,
  }) => {
    const checked: string[] = []
    await forEachMainScreen(page, user, async (screen) => {
      await test.step(screen, async () => {
        await expectNoHorizontalScroll(page)
        await expectMainControlsReachable(page, screen)
      })

      checked.push(screen)
    })
    expect(checked).toEqual(['landing', 'records', 'report'])
  })
})

test('targets are at least 24 × 24 px on the main screens', async ({
  page,
  user,
}) => {
  await forEachMainScreen(page, user, async (screen) => {
    await test.step(screen, () => expectTargetSizes(page))
  })
  const report = new ReportPage(page)
  await report.marker(report.panel(THYROID_REPORT), 1).click()
  await expect(report.sidePanel('Citation')).toBeVisible()
  await expectTargetSizes(page)
})

/** The controls each main screen exists for can be scrolled to, within the window's width. */
async function expectMainControlsReachable(page: Page, screen: string) {
  await expectReachable(page, page.getByRole('button', { name: 'Navigation' }))
  await expectReachable(
    page,
    page.getByRole('button', { name: /: User menu for / }),
  )
  const report = new ReportPage(page)
  const records = new RecordsPage(page)
  const controls = {
    landing: [
      report.questionField,
      report.getAnswerButton,
      records.projectButton,
      page.getByRole('tab', { name: 'Analyze My Health' }),
    ],
    records: [
      records.projectButton,
      records.main.getByRole('button', { name: 'How to use' }),
    ],
    report: [
      report.followUpField,
      report.askButton,
      page.getByRole('button', { name: 'Add file' }),
      report
        .panel(THYROID_REPORT)
        .getByRole('button', { name: 'References' })
        .first(),
    ],
  }[screen]
  for (const control of controls ?? []) await expectReachable(page, control)
}
