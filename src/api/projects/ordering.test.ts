// @vitest-environment node
import { buildProject } from '@mocks/testing/factories'

import { firstActiveProject, sortProjects } from './ordering'

const project = (id: string, updatedAt: string, isActive = true) =>
  buildProject({ id, name: id, updatedAt, isActive })

test('projects are listed by last update, newest first', () => {
  const projects = [
    project('old', '2025-01-01T00:00:00Z'),
    project('new', '2025-03-01T00:00:00Z'),
    project('mid', '2025-02-01T00:00:00Z'),
  ]
  expect(sortProjects(projects).map((p) => p.id)).toEqual(['new', 'mid', 'old'])
})

test('the first active project is the most recently updated active one', () => {
  const projects = [
    project('example', '2025-01-01T00:00:00Z'),
    project('archived', '2025-04-01T00:00:00Z', false),
    project('thyroid', '2025-03-01T00:00:00Z'),
  ]
  expect(firstActiveProject(projects)?.id).toBe('thyroid')
  expect(
    firstActiveProject([project('archived', '2025-04-01T00:00:00Z', false)]),
  ).toBeUndefined()
})
