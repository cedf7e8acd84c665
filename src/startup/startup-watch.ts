/**
 * Watches index.html's loading page for an app that never starts. The
 * browser fires `load` once every script of the page has run or failed, so
 * if by then the app's entry has not marked the page
 * (__APP_STARTED_ATTRIBUTE__), its download failed or was cut short, or it
 * threw while loading, and nothing else would ever replace the loading
 * page. The startup failure screen does (index.html's
 * <template id="startup-failure">), as the app shows it when config.json or
 * the sign-in fails (src/main.tsx). The browser has logged the failure.
 *
 * Kept small: every visit downloads it.
 */
export function watchStartup(window: Window) {
  window.addEventListener('load', () => {
    const { document } = window
    const failure = document.getElementById('startup-failure')
    if (
      !document.documentElement.hasAttribute(__APP_STARTED_ATTRIBUTE__) &&
      failure instanceof HTMLTemplateElement
    ) {
      document.getElementById('root')?.replaceChildren(failure.content)
    }
  })
}
