import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'

import { expect, test } from '@playwright/test'

import { freshUser } from './fixtures'
import { runSmokeJourney } from './smoke/journey'
import { WebDriverDriver } from './smoke/webdriver-driver'

/**
 * WebKit (Safari's engine) through WebKitGTK: its WebDriver server drives
 * the MiniBrowser, which needs a display (`npm run smoke:webkit` runs the
 * suite under xvfb-run). Not part of `npm test`: it runs when SMOKE_WEBKIT=1.
 */
const WEBKIT_DRIVER =
  process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
const MINIBROWSER =
  process.env.WEBKIT_BROWSER_PATH ??
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** A port nothing listens on, for the WebDriver server. */
function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

async function waitForServer(url: string, timeout = 20_000) {
  const end = Date.now() + timeout
  for (;;) {
    try {
      if ((await fetch(`${url}/status`)).ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`No WebDriver server at ${url}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

test('WebKit: sign in, ask a question, open a citation on a phone, add a note, log out', async ({
  baseURL,
}, testInfo) => {
  // eslint-disable-next-line playwright/no-skipped-test -- an extra check, run by npm run smoke:webkit
  test.skip(
    !process.env.SMOKE_WEBKIT,
    'WebKit smoke: run it with npm run smoke:webkit',
  )
  expect(
    existsSync(WEBKIT_DRIVER),
    `${WEBKIT_DRIVER} (webkit2gtk-driver)`,
  ).toBe(true)
  expect(process.env.DISPLAY, 'a display: run under xvfb-run').toBeTruthy()
  test.setTimeout(300_000)

  const port = await freePort()
  const server = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore' })
  const serverUrl = `http://127.0.0.1:${port}`
  try {
    await waitForServer(serverUrl)
    const driver = await WebDriverDriver.start('WebKit', serverUrl, {
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER,
        args: ['--automation'],
      },
    })
    try {
      const screenshots = await runSmokeJourney(driver, {
        appUrl: baseURL ?? '/',
        user: freshUser(),
        screenshotPrefix: testInfo.outputPath('webkit-'),
        log: (step) => console.info(step),
      })
      for (const path of screenshots) {
        await testInfo.attach(path.slice(path.lastIndexOf('/') + 1), { path })
      }
      expect(screenshots).toHaveLength(3)
    } finally {
      await driver.close()
    }
  } finally {
    server.kill()
  }
})
