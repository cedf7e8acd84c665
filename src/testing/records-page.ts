import { screen, within } from '@testing-library/react'

import { paths } from '@/lib/paths'
import { seedOf } from '@mocks/testing/test-helpers'

import { renderApp } from './render'

/**
 * Opens the records step of one of the seed's projects (Thyroid Health by
 * default) and waits for its list of records.
 */
export async function openRecords(
  project: keyof ReturnType<typeof seedOf>['projects'] = 'thyroid',
  options: Parameters<typeof renderApp>[1] = {},
) {
  const seed = seedOf()
  const view = renderApp(paths.projectRecords(seed.projects[project]), options)
  const list = await screen.findByRole('region', { name: 'Patient records' })
  const main = screen.getByRole('main')
  const checkbox = (title: string) =>
    within(list).getByRole('checkbox', { name: title })
  const createReport = () =>
    within(main).getByRole('button', { name: 'Create Report' })
  return { seed, list, main, checkbox, createReport, ...view }
}

/** A toast with this text, which may take a moment to appear. */
export const findToast = (text: string) =>
  screen.findByText(text, {}, { timeout: 3000 })
