// @vitest-environment node
import * as v from 'valibot'

import { analysisSchema } from '../../src/types/analysis'
import { DEMO_USER } from '../idp/users'
import { seedOf } from '../testing/test-helpers'

import { db } from './db'
import { CITATION_MARKER } from './seed/cite'
import { MISSING_PMID } from './seed/thyroid'
import type { ApiAnalysis } from './types'

const SUB = DEMO_USER.sub

function seededAnalyses(): ApiAnalysis[] {
  const { analyses } = seedOf()
  const reports = [
    analyses.thyroidReport,
    analyses.archivedReport,
    ...analyses.potsReports,
    ...analyses.breastCancerReports,
  ]
  const questions = [
    analyses.firstQuestion,
    analyses.heartQuestion,
    analyses.nestedFollowUp,
    ...analyses.thyroidFollowUps,
  ]
  return [
    ...reports.map((id) => db.analyses.get(SUB, 'REPORT', id)),
    ...questions.map((id) => db.analyses.get(SUB, 'QUESTION', id)),
  ]
}

const markersOf = (content: string | null) => [
  ...(content ?? '').matchAll(CITATION_MARKER),
]

test('every seeded analysis parses with the app schema and is completed', () => {
  for (const analysis of seededAnalyses()) {
    expect(v.parse(analysisSchema, analysis).status).toBe('COMPLETED')
  }
})

test('every marker resolves to a cited chunk, except the deliberately missing PMID', () => {
  for (const analysis of seededAnalyses()) {
    const markers = markersOf(analysis.content)
    expect(markers.length, analysis.title).toBeGreaterThan(0)
    for (const [marker, pmid = ''] of markers) {
      const key = marker.slice(1, -1)
      if (pmid === MISSING_PMID) continue
      expect(analysis.bibliography[pmid]?.citedChunks[key], key).toBeDefined()
    }
    for (const [pmid, entry] of Object.entries(analysis.bibliography)) {
      expect(pmid).toMatch(/^\d{8}$/)
      expect(entry.id).toBe(pmid)
      expect(entry.authors.length).toBeGreaterThan(0)
    }
  }
})

test('the thyroid report exercises every citation case', () => {
  const report = db.analyses.get(SUB, 'REPORT', seedOf().analyses.thyroidReport)
  const markers = markersOf(report.content)
  const pmids = markers.map((m) => m[1])
  const entries = Object.values(report.bibliography)

  expect(entries.length).toBeGreaterThanOrEqual(6)
  expect(new Set(markers.map((m) => m[2]))).toEqual(
    new Set(['abstract', 'fulltext']),
  )
  expect(report.content).toMatch(/\[\d+-\w+-\d+\]\[\d+-\w+-\d+\]/)
  expect(
    Math.max(...pmids.map((p) => pmids.filter((q) => q === p).length)),
  ).toBeGreaterThanOrEqual(3)
  expect(pmids).toContain(MISSING_PMID)
  expect(report.bibliography).not.toHaveProperty(MISSING_PMID)
  expect(entries.some((entry) => !entry.title)).toBe(true)
  expect(entries.some((entry) => entry.doi === null)).toBe(true)
  const chunks = entries.flatMap((entry) => Object.values(entry.citedChunks))
  expect(chunks.every((chunk) => chunk.content.includes('\n\n'))).toBe(true)
})

test('each demo report is rich markdown of 2,000 to 4,000 characters', () => {
  const { analyses } = seedOf()

  for (const id of [...analyses.potsReports, ...analyses.breastCancerReports]) {
    const { content, title } = db.analyses.get(SUB, 'REPORT', id)
    const text = content ?? ''
    expect(text.length, title).toBeGreaterThanOrEqual(2000)
    expect(text.length, title).toBeLessThanOrEqual(4000)
    expect(text, title).toMatch(/^## /m)
    expect(text, title).toMatch(/^- /m)
    expect(text, title).toMatch(/^1\. /m)
    expect(text, title).toMatch(/^\| --- \|/m)
    expect(text, title).toMatch(/\*\*[^*]+\*\*/)
  }
})

test("Jane's records: two notes, a pdf and an image, two linked to Thyroid Health", () => {
  const { patients, projects } = seedOf()

  const records = db.records.listForPatient(SUB, patients.jane)

  expect(records.map((r) => r.recordType).sort()).toEqual([
    'image',
    'note',
    'note',
    'pdf',
  ])
  expect(
    records.filter((r) => r.linkedProjects.includes(projects.thyroid)),
  ).toHaveLength(2)
  expect(new Set(records.map((r) => r.createdAt.slice(0, 10))).size).toBe(4)
})

test('each user gets its own copy of the seed with unique ids', () => {
  const first = seedOf('e2e-one')
  const second = seedOf('e2e-two')

  expect(first.patients.jane).not.toBe(second.patients.jane)
  expect(first.analyses.thyroidReport).not.toBe(second.analyses.thyroidReport)
  expect(db.userFor('e2e-one').id).toBe('usr_e2e-one')
})

test('seedUser can provision an empty user or re-seed an existing one', () => {
  const empty = db.seedUser('new-patient', { empty: true })
  expect(empty.seed).toBeNull()
  expect(db.patients.list('new-patient')).toEqual([])

  const reseeded = db.seedUser('new-patient')
  expect(reseeded.id).toBe(empty.id)
  expect(db.patients.list('new-patient')).toHaveLength(3)
})
