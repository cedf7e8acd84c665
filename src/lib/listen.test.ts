import { listen } from './listen'

test('listens to each event type until stopped', () => {
  const target = document.createElement('div')
  const seen: string[] = []
  const stop = listen(target, {
    focusin: () => seen.push('focusin'),
    click: () => seen.push('click'),
  })
  target.dispatchEvent(new FocusEvent('focusin'))
  target.click()
  stop()
  target.click()
  target.dispatchEvent(new FocusEvent('focusin'))
  expect(seen).toEqual(['focusin', 'click'])
})

test('in the capture phase when asked, before the event reaches its target', () => {
  const parent = document.createElement('div')
  const child = parent.appendChild(document.createElement('button'))
  const seen: string[] = []
  child.addEventListener('click', () => seen.push('target'))
  const stop = listen(
    parent,
    { click: () => seen.push('parent') },
    { capture: true },
  )
  child.click()
  stop()
  child.click()
  expect(seen).toEqual(['parent', 'target', 'target'])
})
