import * as v from 'valibot'

import {
  createNote,
  deleteRecord,
  getPatientRecords,
  getProjectRecords,
  RecordRejectedError,
  uploadRecordFile,
} from '../../src/api/records/requests'
import { apiFetch } from '../../src/lib/http-client'
import { recordListSchema, recordSchema } from '../../src/types/record'
import { MAX_UPLOAD_BYTES } from '../config'
import { seedOf, expectApiError, validationDetail } from '../test-helpers'

const NOTE = 'Blood pressure 128/82 mmHg at the pharmacy this morning.'

test("GET /patients/{id}/records lists Jane's four records, newest first", async () => {
  const { patients, projects } = seedOf()

  const response = await apiFetch(`/patients/${patients.jane}/records`)
  const records = v.parse(recordListSchema, await response.json())

  expect(records.map((r) => [r.title, r.recordType])).toEqual([
    ['insulin-pump-settings.jpg', 'image'],
    ['Symptom diary: energy and sleep', 'note'],
    ['endocrinology-clinic-letter.pdf', 'pdf'],
    ['Thyroid blood test results', 'note'],
  ])
  expect(
    records.filter((r) => r.linkedProjects.includes(projects.thyroid)),
  ).toHaveLength(2)
  expect(await getPatientRecords(patients.jane)).toEqual(records)
  await expectApiError(
    getPatientRecords(seedOf('someone-else').patients.jane),
    404,
  )
})

test('GET /projects/{id}/records lists the records linked to the project', async () => {
  const { projects, records } = seedOf()

  const linked = await getProjectRecords(projects.thyroid)

  expect(linked.map((r) => r.id)).toEqual([
    records.clinicLetter,
    records.thyroidResults,
  ])
  await expect(getProjectRecords(projects.firstProject)).resolves.toEqual([])
  await expectApiError(getProjectRecords('prj_missing'), 404)
})

test('POST /patients/{id}/records creates a note (201)', async () => {
  const { patients } = seedOf()

  const response = await apiFetch(`/patients/${patients.jane}/records`, {
    method: 'POST',
    json: { title: 'Pharmacy check', content: NOTE, recordType: 'note' },
  })
  expect(response.status).toBe(201)
  const note = v.parse(recordSchema, await response.json())
  expect(note).toMatchObject({
    title: 'Pharmacy check',
    content: NOTE,
    recordType: 'note',
    patientId: patients.jane,
    linkedProjects: [],
    status: 'SUCCESS',
  })
  expect(note.hash).toMatch(/^sha256:[0-9a-f]{64}$/)

  const viaFetcher = await createNote(patients.jane, {
    title: 'Second',
    content: NOTE,
  })
  expect((await getPatientRecords(patients.jane))[0]?.id).toBe(viaFetcher.id)
})

test('a note outside 25..12500 characters answers 422', async () => {
  const { patients } = seedOf()

  const short = await expectApiError(
    createNote(patients.jane, { title: 'Short', content: 'x'.repeat(24) }),
    422,
  )
  expect(short.body).toEqual(validationDetail('content'))
  await expect(
    createNote(patients.jane, { title: 'Edge', content: 'x'.repeat(25) }),
  ).resolves.toMatchObject({ title: 'Edge' })
  await expectApiError(
    createNote(patients.jane, { title: 'Long', content: 'x'.repeat(12_501) }),
    422,
  )
})

test('a note with the rejection trigger answers 200 status ERROR: RecordRejectedError', async () => {
  const { patients } = seedOf()
  const content = `Please simulate rejection of this note. ${NOTE}`

  const response = await apiFetch(`/patients/${patients.jane}/records`, {
    method: 'POST',
    json: { title: 'Rejected', content, recordType: 'note' },
  })
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({
    status: 'ERROR',
    reason: expect.any(String),
  })

  await expect(
    createNote(patients.jane, { title: 'Rejected', content }),
  ).rejects.toBeInstanceOf(RecordRejectedError)
  expect(await getPatientRecords(patients.jane)).toHaveLength(4)
})

test('notes and files for a generic profile answer 403', async () => {
  const { patients } = seedOf()

  await expectApiError(
    createNote(patients.generic, { title: 'Note', content: NOTE }),
    403,
  )
  await expectApiError(
    uploadRecordFile(patients.generic, new File(['Some text'], 'a.txt')),
    403,
  )
})

test('POST /patients/{id}/record/file keeps the text of plain-text files (201)', async () => {
  const { patients } = seedOf()
  const file = new File(
    ['Cholesterol 5.2 mmol/L\nLDL 3.1 mmol/L'],
    'lipids.txt',
    {
      type: 'text/plain',
    },
  )
  const form = new FormData()
  form.append('file', file, file.name)

  const response = await apiFetch(`/patients/${patients.jane}/record/file`, {
    method: 'POST',
    formData: form,
  })

  expect(response.status).toBe(201)
  expect(v.parse(recordSchema, await response.json())).toMatchObject({
    title: 'lipids.txt',
    recordType: 'text',
    content: 'Cholesterol 5.2 mmol/L\nLDL 3.1 mmol/L',
    patientId: patients.jane,
  })
})

test.each([
  ['scan.pdf', 'pdf'],
  ['letter.DOCX', 'docx'],
  ['results.xlsx', 'spreadsheet'],
  ['slides.pptx', 'presentation'],
  ['photo.jpeg', 'image'],
  ['summary.htm', 'html'],
])(
  'an upload of %s becomes a %s record with extracted text',
  async (name, type) => {
    const { patients } = seedOf()

    const record = await uploadRecordFile(
      patients.jane,
      new File(['%PDF-1.7 binary'], name),
    )

    expect(record).toMatchObject({ title: name, recordType: type })
    expect(record.content).toEqual(expect.stringMatching(/\w{5}/))
  },
)

test('an upload of a type outside the accepted list answers 415', async () => {
  const { patients } = seedOf()

  const error = await expectApiError(
    uploadRecordFile(patients.jane, new File(['MZ'], 'setup.exe')),
    415,
  )
  expect(error.detail).toContain('setup.exe')
})

test('an upload over 52428800 bytes answers 413', async () => {
  const { patients } = seedOf()
  const tooLarge = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'scan.pdf')

  const error = await expectApiError(
    uploadRecordFile(patients.jane, tooLarge),
    413,
  )

  expect(error.detail).toBe('File size exceeds 50MB limit')
})

test('an empty file answers 200 status ERROR: RecordRejectedError', async () => {
  const { patients } = seedOf()

  const error: unknown = await uploadRecordFile(
    patients.jane,
    new File([], 'empty.pdf'),
  ).catch((reason: unknown) => reason)

  expect(error).toBeInstanceOf(RecordRejectedError)
  expect((error as RecordRejectedError).message).toContain('empty.pdf')
})

test('DELETE /records/{id} answers 204 for an unlinked record', async () => {
  const { patients, records } = seedOf()

  const response = await apiFetch(`/records/${records.symptomDiary}`, {
    method: 'DELETE',
  })

  expect(response.status).toBe(204)
  expect(
    (await getPatientRecords(patients.jane)).map((r) => r.id),
  ).not.toContain(records.symptomDiary)
})

test('DELETE /records/{id} answers 409 while linked, 404 unknown or foreign', async () => {
  const { records } = seedOf()

  await expectApiError(deleteRecord(records.clinicLetter), 409)
  await expectApiError(deleteRecord('rec_missing'), 404)
  await expectApiError(
    deleteRecord(seedOf('someone-else').records.pumpPhoto),
    404,
  )
})
