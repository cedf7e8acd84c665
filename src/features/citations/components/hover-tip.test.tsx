import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef } from 'react'

import { HoverTip, useHoverTip } from './hover-tip'

function Links() {
  const rootRef = useRef<HTMLDivElement>(null)
  const { tip, keepOpen, hideSoon } = useHoverTip(
    rootRef,
    '[data-tip]',
    (link) => link.dataset.tip,
  )
  return (
    <>
      <div ref={rootRef}>
        <button type="button" data-tip="Open in PubMed">
          PubMed
        </button>
        <button type="button" data-tip="Open in DOI">
          DOI
        </button>
      </div>
      <HoverTip tip={tip} keepOpen={keepOpen} hideSoon={hideSoon} />
    </>
  )
}

test('a mouse hover shows the tip; a click hides it until the pointer leaves and comes back', async () => {
  const user = userEvent.setup()
  render(<Links />)
  const pubMed = screen.getByRole('button', { name: 'PubMed' })

  await user.hover(pubMed)
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Open in PubMed')
  expect(pubMed).toHaveAccessibleDescription('Open in PubMed')

  await user.click(pubMed)
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  expect(pubMed).not.toHaveAccessibleDescription()
  // Focus from the click, and moving within the trigger, bring no tip back.
  await user.pointer({ target: pubMed, coords: { x: 3, y: 3 } })
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()

  await user.unhover(pubMed)
  await user.hover(pubMed)
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Open in PubMed')
})

test('a tap shows no tip, neither on touch nor through the focus it gives', async () => {
  const user = userEvent.setup()
  render(<Links />)
  const doi = screen.getByRole('button', { name: 'DOI' })

  await user.pointer({ keys: '[TouchA]', target: doi })
  expect(doi).toHaveFocus()
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()

  await user.pointer({ keys: '[TouchA]', target: screen.getByText('PubMed') })
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
})

test('keyboard focus shows the tip; Enter hides it; the next trigger shows its own', async () => {
  const user = userEvent.setup()
  render(<Links />)

  await user.tab()
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Open in PubMed')
  await user.keyboard('{Enter}')
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()

  await user.tab()
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Open in DOI')
  await user.keyboard(' ')
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()

  await user.tab({ shift: true })
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Open in PubMed')
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
})
