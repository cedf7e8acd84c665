import { DEMO_USER } from '../../idp/users'
import { enableApiVariant } from '../../testing/api-variant'
import { seedOf } from '../../testing/test-helpers'
import { signTestToken } from '../../testing/test-tokens'
import { API_URL } from '../config'
import { db } from '../db'

import { RATE_LIMIT_EVERY, RETRY_AFTER_SECONDS } from './rate-limit'
import { uuidFrom } from './uuid'
import { variantTimestamp } from './wire'

const UUID =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+02:00$/
const MAPS = new Set(['bibliography', 'citedChunks'])

type JsonObject = Record<string, unknown>

beforeEach(() => {
  enableApiVariant()
})

/** The raw answer of the in-process stand-in, as the demo user. */
async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const token = await signTestToken({ sub: DEMO_USER.sub })
  const headers = new Headers(init.headers)
  headers.set('Authorization', `Bearer ${token}`)
  return fetch(`${API_URL}${path}`, { ...init, headers })
}

const post = (path: string, body: unknown) =>
  call(path, { method: 'POST', body: JSON.stringify(body) })

const postNote = (patientId: string, title: string, content: string) =>
  post(`/patients/${patientId}/records`, {
    title,
    content,
    recordType: 'note',
  })

/** A read, asked again once if it was answered 429, as a client that honours it. */
async function read(path: string): Promise<unknown> {
  let response = await call(path)
  if (response.status === 429) response = await call(path)
  expect(response.status).toBe(200)
  return response.json()
}

interface Found {
  object: JsonObject
  /** The keys from the top of the answer down to the object. */
  path: string[]
}

/** Every object of an answer; a map (by PMID, by marker) is not one, its entries are. */
function objectsOf(value: unknown, path: string[] = []): Found[] {
  if (Array.isArray(value))
    return value.flatMap((item) => objectsOf(item, path))
  if (typeof value !== 'object' || value === null) return []
  const entries = Object.entries(value)
  const children = entries.flatMap(([key, item]) =>
    objectsOf(item, [...path, key]),
  )
  return MAPS.has(path.at(-1) ?? '')
    ? children
    : [{ object: value as JsonObject, path }, ...children]
}

const isReference = ({ path }: Found) => path.at(-2) === 'bibliography'

/** Everything the seeded demo user reads: lists, objects, analyses of both kinds. */
async function everyRead(): Promise<unknown[]> {
  const { patients, projects, analyses } = seedOf()
  const { id: userId } = (await read('/users/me')) as { id: string }
  return Promise.all(
    [
      '/users/me',
      `/users/${userId}/patients`,
      `/patients/${patients.jane}`,
      `/patients/${patients.jane}/records`,
      `/patients/${patients.jane}/projects`,
      `/patients/${patients.robert}/projects`,
      `/projects/${projects.thyroid}`,
      `/projects/${projects.thyroid}/records`,
      '/users/me/demo_projects',
      `/analysis/report/${analyses.thyroidReport}`,
      `/analysis/question/${analyses.nestedFollowUp}`,
      `/analysis/question/${analyses.firstQuestion}`,
    ].map(read),
  )
}

test('either analysis endpoint answers for any analysis; analysisType says which it is', async () => {
  const { analyses } = seedOf()

  for (const kind of ['report', 'question']) {
    const report = (await read(
      `/analysis/${kind}/${analyses.thyroidReport}`,
    )) as JsonObject
    const question = (await read(
      `/analysis/${kind}/${analyses.firstQuestion}`,
    )) as JsonObject

    expect(report).toMatchObject({
      title: 'Thyroid Health Report',
      analysisType: 'REPORT',
    })
    expect(question).toMatchObject({
      title: 'What are the early signs of low blood sugar?',
      analysisType: 'QUESTION',
    })
  }
  expect((await call('/analysis/report/ana_missing')).status).toBe(404)
})

test('every id is a UUID without a prefix, the seeded ones and the new ones', async () => {
  const { patients, projects } = seedOf()
  const created = await post(`/projects/${projects.thyroid}/question`, {
    question: 'Does iodine matter with Hashimoto?',
  })
  const { id: questionId } = (await created.json()) as { id: string }
  const note = await postNote(
    patients.jane,
    'Morning readings',
    'Fasting glucose 5.4 mmol/L, TSH 2.1 mIU/L this week.',
  )

  expect(questionId).toMatch(UUID)
  expect(((await note.json()) as JsonObject).id).toMatch(UUID)
  const found = (await everyRead()).flatMap((body) => objectsOf(body))
  const ids = found.flatMap((item) => {
    const { object } = item
    const own = isReference(item) ? [] : [object.id]
    const named = Object.entries(object)
      .filter(([key]) => /Id$|_id$/.test(key))
      .map(([, value]) => value)
    const lists = [object.records, object.linkedProjects]
      .filter(Array.isArray)
      .flat()
      .filter((value) => typeof value === 'string')
    return [...own, ...named, ...lists].filter((id) => id !== undefined)
  })
  expect(ids.length).toBeGreaterThan(100)
  expect(ids.filter((id) => typeof id !== 'string' || !UUID.test(id))).toEqual(
    [],
  )
  // A reference's `id` stays its PMID: the citation markers name it.
  const references = found.filter(isReference)
  expect(references.length).toBeGreaterThan(0)
  for (const { object } of references) expect(object.id).toMatch(/^\d+$/)
})

test('timestamps carry an offset and no milliseconds, naming the instant stored', async () => {
  const { patients } = seedOf()
  const stored = db.find.patient(patients.jane)

  const patient = (await read(`/patients/${patients.jane}`)) as JsonObject

  expect(patient.createdAt).toMatch(TIMESTAMP)
  expect(Date.parse(String(patient.createdAt))).toBe(
    Date.parse(stored.createdAt),
  )
  const found = (await everyRead()).flatMap((body) => objectsOf(body))
  const times = found.flatMap(({ object }) =>
    [object.createdAt, object.updatedAt].filter((time) => time !== undefined),
  )
  expect(times.length).toBeGreaterThan(50)
  expect(times.filter((time) => !TIMESTAMP.test(String(time)))).toEqual([])
  expect(variantTimestamp('2025-03-03T10:00:00.999Z')).toBe(
    '2025-03-03T12:00:00+02:00',
  )
})

test('fields that would be null are absent, and so are a record’s optional hash and status', async () => {
  const { patients, projects, analyses } = seedOf()
  db.settings.analysisDurationMs = Infinity
  const created = await post(`/projects/${projects.thyroid}/question`, {
    question: 'Is selenium worth taking?',
  })
  const { id } = (await created.json()) as { id: string }

  const pending = (await read(`/analysis/question/${id}`)) as JsonObject
  const robert = (await read(`/patients/${patients.robert}`)) as JsonObject
  const report = (await read(
    `/analysis/report/${analyses.thyroidReport}`,
  )) as JsonObject
  const records = (await read(
    `/patients/${patients.jane}/records`,
  )) as JsonObject[]

  expect(pending.status).toBe('PENDING')
  expect(pending).not.toHaveProperty('content')
  expect(pending).not.toHaveProperty('error')
  expect(pending).not.toHaveProperty('parentAnalysisId')
  expect(pending.bibliography).toEqual({})
  expect(robert).not.toHaveProperty('notes')
  const references = Object.values(report.bibliography as JsonObject)
  expect(references.some((entry) => !Object.hasOwn(Object(entry), 'doi'))).toBe(
    true,
  )
  for (const record of records) {
    expect(record).not.toHaveProperty('thumbnailUrl')
    expect(record).not.toHaveProperty('hash')
    expect(record).not.toHaveProperty('status')
  }
  const found = (await everyRead()).flatMap((body) => objectsOf(body))
  expect(
    found.filter(({ object }) => Object.values(object).includes(null)),
  ).toEqual([])
})

test('a refused note still answers status ERROR with its reason', async () => {
  const { patients } = seedOf()

  const response = await postNote(
    patients.jane,
    'Shopping list',
    'Milk, bread and eggs. Please simulate rejection of this one.',
  )

  expect(response.status).toBe(200)
  expect(await response.json()).toMatchObject({
    status: 'ERROR',
    reason: expect.any(String),
  })
})

test('every object carries fields the app does not know; maps by PMID and marker do not', async () => {
  const answers = await everyRead()
  const found = answers.flatMap((body) => objectsOf(body))

  expect(found.length).toBeGreaterThan(100)
  for (const { object, path } of found.filter(
    ({ path }) => path.at(-1) !== '_links' && path.at(-1) !== 'self',
  )) {
    expect(object, path.join('.')).toMatchObject({
      etag: expect.stringMatching(/^W\/"[0-9a-f]{8}"$/),
      _links: { self: { href: expect.any(String) } },
      tenant: 'variant',
    })
  }
  const report = answers[9] as { bibliography: JsonObject }
  for (const pmid of Object.keys(report.bibliography)) {
    expect(pmid).toMatch(/^\d+$/)
  }
})

test('lists come in the reverse of the standard order', async () => {
  const { patients, projects, analyses } = seedOf()
  const { id: userId } = (await read('/users/me')) as { id: string }
  const ids = (list: unknown) => (list as { id: string }[]).map((i) => i.id)

  expect(ids(await read(`/users/${userId}/patients`))).toEqual([
    patients.generic,
    patients.robert,
    patients.jane,
  ])
  const records = ids(await read(`/patients/${patients.jane}/records`))
  const createdAt = records.map((id) =>
    Date.parse(db.find.record(id).createdAt),
  )
  expect(createdAt).toEqual([...createdAt].sort((a, b) => a - b))
  expect(ids(await read(`/patients/${patients.jane}/projects`))).toEqual([
    projects.thyroid,
    projects.firstProject,
    projects.breastCancer,
    projects.pots,
  ])
  const demo = (await read('/users/me/demo_projects')) as JsonObject
  expect(ids(demo.demo_projects)).toEqual([
    projects.breastCancer,
    projects.pots,
  ])
  const pots = (await read(`/projects/${projects.pots}`)) as JsonObject
  expect(ids(pots.analyses)).toEqual([...analyses.potsReports].reverse())
  const thyroid = (await read(`/projects/${projects.thyroid}`)) as {
    analyses: { children: { id: string }[] }[]
  }
  expect(ids(thyroid.analyses[0]?.children)).toEqual(
    [...analyses.thyroidFollowUps].reverse(),
  )
  // The follow-ups asked keep the order they were asked in.
  const report = (await read(`/analysis/report/${analyses.thyroidReport}`)) as {
    userQuestions: { id: string }[]
  }
  expect(ids(report.userQuestions)).toEqual(analyses.thyroidFollowUps)
})

test('an error a gateway would answer is an HTML page and an empty body by turns, each with its X-Request-Id', async () => {
  const first = await call('/analysis/report/ana_missing')
  const second = await call('/patients/pat_missing')
  const unauthenticated = await fetch(`${API_URL}/users/me`)

  expect(first.status).toBe(404)
  expect(first.headers.get('Content-Type')).toMatch(/^text\/html/)
  expect(await first.text()).toBe(
    '<html><body><h1>404 Not Found</h1></body></html>',
  )
  expect(first.headers.get('X-Request-Id')).toMatch(/^req_[0-9a-f]+$/)
  expect(second.status).toBe(404)
  expect(await second.text()).toBe('')
  expect(second.headers.get('X-Request-Id')).toMatch(/^req_[0-9a-f]+$/)
  expect(unauthenticated.status).toBe(401)
  expect(unauthenticated.headers.get('Content-Type')).toMatch(/^text\/html/)
  expect(await unauthenticated.text()).toContain('401 Unauthorized')
})

test('a refusal whose detail the app shows keeps its JSON detail', async () => {
  const { patients, projects } = seedOf()

  const demo = await post(`/projects/${projects.pots}/question`, {
    question: 'Can I ask here?',
  })
  const invalid = await postNote(patients.jane, 'Short', 'Too short')

  expect(demo.status).toBe(403)
  expect(await demo.json()).toMatchObject({
    detail: 'Demo projects are read-only.',
  })
  expect(demo.headers.get('X-Request-Id')).toMatch(/^req_/)
  expect(invalid.status).toBe(422)
  expect(await invalid.json()).toMatchObject({
    detail: [expect.objectContaining({ loc: ['body', 'content'] })],
  })
})

test(`every ${RATE_LIMIT_EVERY}th GET is answered 429 with Retry-After; the same path asked again is answered`, async () => {
  const responses: Response[] = []
  for (let index = 0; index < 3 * RATE_LIMIT_EVERY; index++) {
    responses.push(await call('/users/me'))
  }

  const limited = responses.flatMap((response, index) =>
    response.status === 429 ? [index + 1] : [],
  )
  expect(limited).toEqual([7, 14, 21])
  expect(
    responses.every(({ status }) => status === 200 || status === 429),
  ).toBe(true)
  const first = responses[6]
  expect(first?.headers.get('Retry-After')).toBe(String(RETRY_AFTER_SECONDS))
  expect(first?.headers.get('X-Request-Id')).toMatch(/^req_/)
  // Writes are never refused so.
  const { patients } = seedOf()
  for (let index = 0; index < 2 * RATE_LIMIT_EVERY; index++) {
    const response = await post(`/patients/${patients.jane}/projects`, {
      name: `Project ${index}`,
      isActive: true,
    })
    expect(response.status).toBe(201)
  }
})

test('a 429 due on a path that just had one goes to the next GET of another path', async () => {
  const statuses = []
  for (const path of [
    ...Array<string>(RATE_LIMIT_EVERY).fill('/users/me'),
    ...Array<string>(RATE_LIMIT_EVERY - 1).fill('/users/me/demo_projects'),
    '/users/me',
    '/users/me/demo_projects',
  ]) {
    statuses.push((await call(path)).status)
  }

  expect(statuses.slice(RATE_LIMIT_EVERY - 1)).toEqual([
    429,
    ...Array<number>(RATE_LIMIT_EVERY - 1).fill(200),
    200,
    429,
  ])
})

test('ids are UUIDs derived from the standard ids: the same on every run', () => {
  expect(uuidFrom('pat_1')).toMatch(UUID)
  expect(uuidFrom('pat_1')).toBe(uuidFrom('pat_1'))
  expect(uuidFrom('pat_1')).not.toBe(uuidFrom('pat_2'))
})
