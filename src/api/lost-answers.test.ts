import { ApiError } from '@/lib/http-client'

import {
  createdOnce,
  deletedOnce,
  readsNotFound,
  updatedOnce,
  type Creation,
} from './lost-answers'

interface Row {
  id: string
  name: string
}

const LOST = new TypeError('Failed to fetch')

/**
 * A store of rows that creates a row of the name it is sent: `answer` says
 * what happens to each request (carried out or not, and whether its answer
 * arrives), `isLagging` keeps its reads at the rows as they were before.
 */
function fakeApi(rows: Row[]) {
  const api = {
    rows,
    sent: 0,
    reads: 0,
    isLagging: false,
    readFails: false,
    answer: 'ok' as 'ok' | 'lost after creating' | 'lost before' | 'refused',
  }
  const before = [...rows]
  const creation = (name: string): Creation<Row> => ({
    key: name,
    listed: [...api.rows],
    read: () => {
      api.reads += 1
      if (api.readFails) return Promise.reject(LOST)
      return Promise.resolve(api.isLagging ? before : [...api.rows])
    },
    isIt: (row) => row.name === name,
    send: () => {
      api.sent += 1
      if (api.answer === 'refused')
        return Promise.reject(new ApiError(422, 'Name is taken'))
      if (api.answer === 'lost before') return Promise.reject(LOST)
      const row = { id: `row-${api.sent}`, name }
      api.rows.push(row)
      return api.answer === 'ok' ? Promise.resolve(row) : Promise.reject(LOST)
    },
  })
  return { api, creation }
}

test('a request answered is sent once and gives the row created; nothing is read', async () => {
  const { api, creation } = fakeApi([])
  const create = createdOnce<Row>()
  await expect(create(creation('Sleep'))).resolves.toEqual({
    id: 'row-1',
    name: 'Sleep',
  })
  expect(api).toMatchObject({ sent: 1, reads: 0 })
})

test('an answer lost after the row was created gives that row, not one of its name listed before', async () => {
  const { api, creation } = fakeApi([{ id: 'old', name: 'Sleep' }])
  api.answer = 'lost after creating'
  const create = createdOnce<Row>()
  await expect(create(creation('Sleep'))).resolves.toEqual({
    id: 'row-1',
    name: 'Sleep',
  })
  expect(api).toMatchObject({ sent: 1, reads: 1 })
})

test('a refusal stands, and nothing is read', async () => {
  const { api, creation } = fakeApi([])
  api.answer = 'refused'
  const create = createdOnce<Row>()
  await expect(create(creation('Sleep'))).rejects.toBeInstanceOf(ApiError)
  expect(api.reads).toBe(0)
})

test('a row created but not yet read fails; made again, it is read first and not sent twice', async () => {
  const { api, creation } = fakeApi([])
  api.answer = 'lost after creating'
  api.isLagging = true
  const create = createdOnce<Row>()
  await expect(create(creation('Sleep'))).rejects.toBe(LOST)
  expect(api.rows).toHaveLength(1)

  api.isLagging = false
  // The page has listed the row meanwhile: it is found all the same.
  await expect(create(creation('Sleep'))).resolves.toEqual({
    id: 'row-1',
    name: 'Sleep',
  })
  expect(api).toMatchObject({ sent: 1, reads: 2 })

  // Found, it is forgotten: the next of that name is a new request.
  api.answer = 'ok'
  await create(creation('Sleep'))
  expect(api).toMatchObject({ sent: 2, reads: 2 })
})

test('a row an earlier press created, found when made again, is updated to the request as it is now; an update that fails leaves it to be found again, not sent', async () => {
  const { api, creation } = fakeApi([])
  api.answer = 'lost after creating'
  api.isLagging = true
  const create = createdOnce<Row>()
  await expect(create(creation('Sleep'))).rejects.toBe(LOST)
  api.isLagging = false

  const update = vi.fn((row: Row) => Promise.resolve({ ...row, name: 'Rest' }))
  update.mockRejectedValueOnce(LOST)
  await expect(create({ ...creation('Sleep'), update })).rejects.toBe(LOST)
  await expect(create({ ...creation('Sleep'), update })).resolves.toEqual({
    id: 'row-1',
    name: 'Rest',
  })
  expect(update).toHaveBeenCalledTimes(2)
  expect(update).toHaveBeenLastCalledWith({ id: 'row-1', name: 'Sleep' })
  expect(api.sent).toBe(1)
})

test('a row found within the press that sent it holds what was sent: it is not updated', async () => {
  const { api, creation } = fakeApi([])
  api.answer = 'lost after creating'
  const update = vi.fn((row: Row) => Promise.resolve(row))
  const create = createdOnce<Row>()
  await expect(create({ ...creation('Sleep'), update })).resolves.toEqual({
    id: 'row-1',
    name: 'Sleep',
  })
  expect(update).not.toHaveBeenCalled()
})

test('a request lost before the row was created fails; made again, it is sent again, once the read finds nothing', async () => {
  const { api, creation } = fakeApi([])
  api.answer = 'lost before'
  const create = createdOnce<Row>()
  await expect(create(creation('Sleep'))).rejects.toBe(LOST)
  api.answer = 'ok'
  await expect(create(creation('Sleep'))).resolves.toMatchObject({
    name: 'Sleep',
  })
  expect(api).toMatchObject({ sent: 2, reads: 2 })
  expect(api.rows).toHaveLength(1)
})

test('without the rows as they were before, or when no read answers, the failure stands: better twice than lost', async () => {
  const { api, creation } = fakeApi([])
  api.answer = 'lost after creating'
  const create = createdOnce<Row>()
  await expect(
    create({ ...creation('Sleep'), listed: undefined }),
  ).rejects.toBe(LOST)
  expect(api.reads).toBe(0)

  api.readFails = true
  await expect(create(creation('Rest'))).rejects.toBe(LOST)
  api.answer = 'ok'
  await create(creation('Rest'))
  expect(api.rows.map((row) => row.name)).toEqual(['Sleep', 'Rest', 'Rest'])
})

test('each kind keeps its own requests whose answers were lost', async () => {
  const { api, creation } = fakeApi([])
  api.answer = 'lost after creating'
  api.isLagging = true
  await expect(createdOnce<Row>()(creation('Sleep'))).rejects.toBe(LOST)
  api.isLagging = false
  api.answer = 'ok'
  // Another kind's request of the same key is not looked for first.
  await createdOnce<Row>()(creation('Sleep'))
  expect(api).toMatchObject({ sent: 2, reads: 1 })
})

const NOT_FOUND = new ApiError(404, 'Not found')

const failing = (error: unknown) => () => Promise.reject(error)
const answering = (isGone: boolean) => () => Promise.resolve(isGone)

test('an answer lost on the way counts as deleted once what it names is gone; otherwise the failure stands', async () => {
  await expect(
    deletedOnce({
      remove: failing(LOST),
      isGone: answering(true),
      notFoundIsGone: false,
    }),
  ).resolves.toBeUndefined()
  await expect(
    deletedOnce({
      remove: failing(LOST),
      isGone: answering(false),
      notFoundIsGone: false,
    }),
  ).rejects.toBe(LOST)
  await expect(
    deletedOnce({
      remove: failing(LOST),
      isGone: failing(LOST),
      notFoundIsGone: false,
    }),
  ).rejects.toBe(LOST)
})

test('a refusal stands without looking; a 404 counts as deleted only where asked', async () => {
  const isGone = vi.fn(answering(true))
  const refused = new ApiError(409, 'Linked')
  await expect(
    deletedOnce({ remove: failing(refused), isGone, notFoundIsGone: true }),
  ).rejects.toBe(refused)
  await expect(
    deletedOnce({ remove: failing(NOT_FOUND), isGone, notFoundIsGone: true }),
  ).resolves.toBeUndefined()
  await expect(
    deletedOnce({ remove: failing(NOT_FOUND), isGone, notFoundIsGone: false }),
  ).rejects.toBe(NOT_FOUND)
  expect(isGone).not.toHaveBeenCalled()
})

test('a read tells it is gone only by a 404', async () => {
  await expect(readsNotFound(failing(NOT_FOUND))).resolves.toBe(true)
  await expect(readsNotFound(failing(LOST))).resolves.toBe(false)
  await expect(readsNotFound(() => Promise.resolve({}))).resolves.toBe(false)
})

test('a change whose answer is lost counts as made once the row read holds it; otherwise the failure stands', async () => {
  const row = { id: 'p1', name: 'Sleep diary' }
  await expect(
    updatedOnce({
      send: failing(LOST),
      read: () => Promise.resolve(row),
      holds: (read) => read.name === 'Sleep diary',
    }),
  ).resolves.toBe(row)
  await expect(
    updatedOnce({
      send: failing(LOST),
      read: () => Promise.resolve(row),
      holds: (read) => read.name === 'Sleep',
    }),
  ).rejects.toBe(LOST)
  const refused = new ApiError(403, 'No')
  const read = vi.fn(() => Promise.resolve(row))
  await expect(
    updatedOnce({ send: failing(refused), read, holds: () => true }),
  ).rejects.toBe(refused)
  expect(read).not.toHaveBeenCalled()
})
