import { expect, test } from './fixtures'
import { ReportPage } from './pages/report'

const QUESTION = 'Does vitamin D help with Hashimoto thyroiditis?'

/** Paths of the API calls that poll: an analysis, a project, a project list. */
const POLLED = [
  /\/(question|report)\/ana_[^/]+$/,
  /\/projects\/prj_[^/]+$/,
  /\/patients\/[^/]+\/projects$/,
]

test('once the answer is ready, nothing polls the analysis or the projects any more', async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000)
  const polled: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (request.method() === 'GET' && POLLED.some((re) => re.test(pathname)))
      polled.push(pathname)
  })
  // The page's timers run on a clock the test moves; the stand-in answers in real time.
  await page.clock.install()
  await page.reload()
  const report = new ReportPage(page)
  await expect(report.questionField).toBeEnabled()
  await report.askQuestion(QUESTION)
  const analysisId = new URL(page.url()).pathname.split('/').at(-1)
  const panel = report.panel(QUESTION)
  await expect(panel.getByText('Researching your question…')).toBeVisible()

  // While pending, the page polls; move its clock until the answer is in.
  await expect(async () => {
    await page.clock.runFor(4000)
    await expect(panel.getByRole('status')).toHaveText('Your answer is ready', {
      timeout: 500,
    })
  }).toPass({ timeout: 30_000 })
  const analysisPolls = () =>
    polled.filter((path) => path.endsWith(`/${analysisId}`)).length
  const whileRunning = analysisPolls()
  expect(whileRunning).toBeGreaterThan(1)

  // The finished answer refreshes its project once; then all is quiet.
  let seen = -1
  await expect
    .poll(
      async () => {
        const quiet = polled.length === seen
        seen = polled.length
        await page.clock.runFor(1000)
        return quiet
      },
      { intervals: [500] },
    )
    .toBe(true)
  const settled = polled.length
  await page.clock.runFor('10:00')
  await expect(panel.getByRole('status')).toHaveText('Your answer is ready')
  expect(analysisPolls()).toBe(whileRunning)
  expect(polled.slice(settled)).toEqual([])
})
