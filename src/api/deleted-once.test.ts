import { ApiError } from '@/lib/http-client'

import { deletedOnce, readsNotFound } from './deleted-once'

const LOST = new TypeError('Failed to fetch')
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
