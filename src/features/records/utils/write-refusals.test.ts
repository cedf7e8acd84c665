// @vitest-environment node
import type { Patient } from '@/types/patient'

import {
  noteRefusal,
  uploadRefusal,
  uploadTargetRefusal,
} from './write-refusals'

const patient = { id: 'pat_1', isGeneric: false } as Patient
const generic = { ...patient, isGeneric: true }

test('notes are refused for generic profiles and demo projects', () => {
  expect(noteRefusal({ patient, isReadOnlyProject: false })).toBeNull()
  expect(noteRefusal({ patient: generic, isReadOnlyProject: false })).toBe(
    'Notes cannot be added to Generic Profiles. Please select a patient profile.',
  )
  expect(noteRefusal({ patient, isReadOnlyProject: true })).toBe(
    'Notes cannot be added to demo projects. Please create a new project.',
  )
})

test('uploads need a token and a patient, then a real profile and project', () => {
  const ok = { patient, isReadOnlyProject: false, isSignedIn: true }
  expect(uploadRefusal(ok)).toBeNull()
  expect(uploadRefusal({ ...ok, isSignedIn: false })).toBe(
    'Authentication or patient data missing',
  )
  expect(uploadRefusal({ ...ok, patient: undefined })).toBe(
    'Authentication or patient data missing',
  )
  expect(uploadRefusal({ ...ok, patient: generic })).toBe(
    'Files cannot be uploaded to Generic Profiles',
  )
  expect(uploadRefusal({ ...ok, isReadOnlyProject: true })).toBe(
    'Files cannot be uploaded to demo projects',
  )
  expect(uploadTargetRefusal({ patient, isReadOnlyProject: true })).toBe(
    'Files cannot be uploaded to demo projects',
  )
})
