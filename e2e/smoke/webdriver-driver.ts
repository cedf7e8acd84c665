import { writeFileSync } from 'node:fs'

import {
  describeElement,
  findByRoleScript,
  type Name,
  type Role,
} from './find-by-role'
import type { SmokeDriver } from './journey'

const TIMEOUT = 10_000
/** How WebDriver marks an element reference in JSON. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf'
const ESCAPE_KEY = '\uE00C'

type ElementReference = Record<typeof ELEMENT, string>

interface WebDriverError {
  error: string
  message: string
}

/**
 * The smoke journey's driver over classic WebDriver, in plain HTTP (WebKit:
 * WebKitGTK's WebKitWebDriver). https://w3c.github.io/webdriver/
 */
export class WebDriverDriver implements SmokeDriver {
  private constructor(
    readonly name: string,
    private readonly session: string,
  ) {}

  /** Starts a session on the WebDriver server at `serverUrl`. */
  static async start(
    name: string,
    serverUrl: string,
    capabilities: Record<string, unknown>,
  ) {
    const { sessionId } = await WebDriverDriver.send<{ sessionId: string }>(
      'POST',
      `${serverUrl}/session`,
      { capabilities: { alwaysMatch: capabilities } },
    )
    return new WebDriverDriver(name, `${serverUrl}/session/${sessionId}`)
  }

  private static async send<T>(
    method: string,
    url: string,
    body?: unknown,
  ): Promise<T> {
    const response = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const { value } = (await response.json()) as { value: T | WebDriverError }
    if (!response.ok) {
      const { error, message } = value as WebDriverError
      throw new Error(`WebDriver ${method} ${url}: ${error}: ${message}`)
    }
    return value as T
  }

  private command<T>(method: string, path: string, body?: unknown) {
    return WebDriverDriver.send<T>(method, `${this.session}${path}`, body)
  }

  private async find(
    role: Role,
    name: Name,
    { timeout = TIMEOUT, within }: { timeout?: number; within?: string } = {},
  ): Promise<string> {
    const end = Date.now() + timeout
    for (;;) {
      const found = await this.command<ElementReference | null>(
        'POST',
        '/execute/sync',
        {
          script: `return ${findByRoleScript(role, name, within ?? null)}`,
          args: [],
        },
      )
      if (found) return found[ELEMENT]
      if (Date.now() > end) {
        throw new Error(`No visible ${describeElement(role, name)}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }

  /** Finds the element and acts on it; again when it was replaced in between. */
  private async act(
    role: Role,
    name: Name,
    action: (element: string) => Promise<void>,
    options?: { within?: string },
  ) {
    for (let attempt = 1; ; attempt++) {
      const element = await this.find(role, name, options)
      try {
        await action(element)
        return
      } catch (error) {
        const isStale =
          error instanceof Error && /stale element/.test(error.message)
        if (!isStale || attempt === 3) throw error
      }
    }
  }

  async goto(url: string) {
    await this.command('POST', '/url', { url })
  }

  url() {
    return this.command<string>('GET', '/url')
  }

  async setViewport(width: number, height: number) {
    await this.command('POST', '/window/rect', { width, height })
  }

  async waitFor(
    role: Role,
    name: Name,
    options?: { timeout?: number; within?: string },
  ) {
    await this.find(role, name, options)
  }

  async waitForGone(role: Role, name: Name, { timeout = TIMEOUT } = {}) {
    const end = Date.now() + timeout
    while (
      await this.command<ElementReference | null>('POST', '/execute/sync', {
        script: `return ${findByRoleScript(role, name, null)}`,
        args: [],
      })
    ) {
      if (Date.now() > end) {
        throw new Error(`Still visible: ${describeElement(role, name)}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }

  async click(role: Role, name: Name, options?: { within?: string }) {
    await this.act(
      role,
      name,
      async (element) => {
        await this.command('POST', `/element/${element}/click`, {})
      },
      options,
    )
  }

  async fill(role: Role, name: Name, text: string) {
    await this.act(role, name, async (element) => {
      await this.command('POST', `/element/${element}/click`, {})
      await this.command('POST', `/element/${element}/value`, { text })
    })
  }

  private async byId(id: string) {
    const found = await this.command<ElementReference>('POST', '/element', {
      using: 'css selector',
      value: `#${id}`,
    })
    return found[ELEMENT]
  }

  async fillById(id: string, text: string) {
    await this.command('POST', `/element/${await this.byId(id)}/value`, {
      text,
    })
  }

  async clickById(id: string) {
    await this.command('POST', `/element/${await this.byId(id)}/click`, {})
  }

  async pressEscape() {
    await this.command('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value: ESCAPE_KEY },
            { type: 'keyUp', value: ESCAPE_KEY },
          ],
        },
      ],
    })
    await this.command('DELETE', '/actions')
  }

  evaluate<T>(body: string) {
    return this.command<T>('POST', '/execute/sync', { script: body, args: [] })
  }

  async screenshot(path: string) {
    // WebKitGTK on a virtual display paints the sticky top bar and the
    // navigation column a moment after the rest of a new page.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const png = await this.command<string>('GET', '/screenshot')
    writeFileSync(path, Buffer.from(png, 'base64'))
  }

  async close() {
    await this.command('DELETE', '')
  }
}
