import type { ElementHandle, Page } from 'puppeteer-core'

import {
  describeElement,
  findByRoleScript,
  type Name,
  type Role,
} from './find-by-role'
import type { SmokeDriver } from './journey'

const TIMEOUT = 10_000

/** The smoke journey's driver over puppeteer-core (Firefox: WebDriver BiDi). */
export class PuppeteerDriver implements SmokeDriver {
  constructor(
    readonly name: string,
    private readonly page: Page,
  ) {}

  private async find(
    role: Role,
    name: Name,
    { timeout = TIMEOUT, within }: { timeout?: number; within?: string } = {},
  ): Promise<ElementHandle<Element>> {
    try {
      const handle = await this.page.waitForFunction(
        findByRoleScript(role, name, within ?? null),
        { timeout, polling: 100 },
      )
      const element = handle.asElement() as ElementHandle<Element> | null
      if (!element) throw new Error('not an element')
      return element
    } catch (error) {
      throw new Error(`No visible ${describeElement(role, name)}`, {
        cause: error,
      })
    }
  }

  async goto(url: string) {
    await this.page.goto(url)
  }

  async url() {
    return this.page.url()
  }

  async setViewport(width: number, height: number) {
    await this.page.setViewport({ width, height })
  }

  async waitFor(
    role: Role,
    name: Name,
    options?: { timeout?: number; within?: string },
  ) {
    await (await this.find(role, name, options)).dispose()
  }

  async waitForGone(role: Role, name: Name, { timeout = TIMEOUT } = {}) {
    await this.page
      .waitForFunction(`!${findByRoleScript(role, name, null)}`, {
        timeout,
        polling: 100,
      })
      .catch((error: unknown) => {
        throw new Error(`Still visible: ${describeElement(role, name)}`, {
          cause: error,
        })
      })
  }

  /**
   * Finds the element and acts on it; again when React replaced the
   * element between the two (a route that just finished loading).
   */
  private async act(
    role: Role,
    name: Name,
    action: (element: ElementHandle<Element>) => Promise<void>,
    options?: { within?: string },
  ) {
    for (let attempt = 1; ; attempt++) {
      const element = await this.find(role, name, options)
      try {
        await action(element)
        return
      } catch (error) {
        const isDetached =
          error instanceof Error && /detached|not attached/i.test(error.message)
        if (!isDetached || attempt === 3) throw error
      } finally {
        await element.dispose().catch(() => undefined)
      }
    }
  }

  async click(role: Role, name: Name, options?: { within?: string }) {
    await this.act(role, name, (element) => element.click(), options)
  }

  async fill(role: Role, name: Name, text: string) {
    await this.act(role, name, async (element) => {
      await element.click()
      await element.evaluate((input) => (input as HTMLInputElement).select())
      await element.type(text)
    })
  }

  async fillById(id: string, text: string) {
    await this.page.locator(`#${id}`).fill(text)
  }

  async clickById(id: string) {
    await this.page.locator(`#${id}`).click()
  }

  async pressEscape() {
    await this.page.keyboard.press('Escape')
  }

  async evaluate<T>(body: string) {
    return (await this.page.evaluate(`(() => { ${body} })()`)) as T
  }

  async screenshot(path: string) {
    await this.page.screenshot({ path: path as `${string}.png` })
  }
}
