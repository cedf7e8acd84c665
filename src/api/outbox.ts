/**
 * Every create, change and delete is a mutation registered on the query
 * client (`setMutationDefaults([resource, op], …)`), whose variables carry
 * an operation id made once per opening of a form or dialog. The mutation
 * cache is then the one record of writes: what is in flight, what was
 * made, and what may have been made although its answer was lost. It is
 * kept per user in session storage, so a reload or a new sign-in resumes
 * or reconciles it (docs/architecture/writes.md).
 */
import { t } from '@lingui/core/macro'
import {
  useMutation,
  useMutationState,
  useQueryClient,
  type Mutation,
  type MutationKey,
  type MutationState,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import { useState } from 'react'

import {
  isNotFound,
  mayHaveBeenApplied,
  RequestNotSentError,
} from '@/lib/http-client'
import { sessionStore } from '@/lib/storage'

type AnyMutation = Mutation<unknown, Error, unknown, unknown>

export interface Operation {
  /** Made once per opening of a form or dialog: one operation, one thing made. */
  opId: string
  /**
   * Set on a write restored after a reload: 'pending' was never answered
   * (it is looked for, then sent), 'failed' failed in a way that may have
   * been applied (it is only looked for).
   */
  resumed?: 'pending' | 'failed'
  /**
   * A create's: the ids its list held before the operation's first
   * attempt, among which what it made is not (unknown: nothing can be
   * told apart).
   */
  listed?: readonly string[]
  /** The draft it was typed in, and what it held: it goes once made (unless changed since). */
  draft?: DraftSent
}

export interface DraftSent {
  key: string | null
  value: unknown
}

/** The ids of the rows cached under `queryKey`, for `Operation.listed`. */
export const listedIds = (client: QueryClient, queryKey: QueryKey) =>
  client.getQueryData<{ id: string }[]>(queryKey)?.map((row) => row.id)

/** The row among `rows` that is not among `listed` and is the one sent. */
export const newRow = <Row extends { id: string }>(
  rows: readonly Row[],
  listed: readonly string[] | undefined,
  isIt: (row: Row) => boolean,
): Row | undefined =>
  listed ? rows.find((row) => !listed.includes(row.id) && isIt(row)) : undefined

/** Unique within the tab, where operations are told apart (randomUUID needs a secure context). */
export const newOperationId = (): string =>
  crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`

/** For a deletion's `find`: gone once a read of it answers 404. */
export const readsNotFound = (read: () => Promise<unknown>) =>
  read().then(
    () => undefined,
    (error: unknown) => (isNotFound(error) ? (true as const) : undefined),
  )

interface Once<Result> {
  send: () => Promise<Result>
  /** What an attempt of this operation made, when the API lists it, given what was listed before the first. */
  find?: (listed: readonly string[] | undefined) => Promise<Result | undefined>
  /** Whether a failure of `send` may have been applied all the same. */
  mayHaveApplied?: (error: unknown) => boolean
}

const operationOf = (mutation: AnyMutation) =>
  mutation.state.variables as Partial<Operation> | undefined

/** What a create's list held before it: given, or read as it started (its `onMutate`). */
const listedOf = (mutation: AnyMutation | undefined) =>
  (mutation?.state.context as Partial<Operation> | undefined)?.listed ??
  (mutation && operationOf(mutation)?.listed)

/**
 * How long the API's reads may lag behind its writes: from this long after
 * an attempt, a read that does not list what it made says it was not made.
 */
const READ_LAG_MS = 8000
/** Between reads while waiting that out. */
const LOOK_EVERY_MS = 1000

const sleep = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * `find`, read again every second while the API answers without it, until
 * `until` (a time); undefined then, or as soon as a read fails (nothing can
 * be told).
 */
async function lookFor<Result>(
  find: () => Promise<Result | undefined>,
  until: number,
): Promise<Result | undefined> {
  for (;;) {
    const found = await find()
    if (found !== undefined || Date.now() >= until) return found
    await sleep(Math.min(LOOK_EVERY_MS, until - Date.now()))
  }
}

/**
 * Makes the operation's write at most once, whatever happens to its
 * answers: an earlier attempt that succeeded is the answer; one that may
 * have been applied (its answer lost, a gateway's 5xx, a page reloaded
 * meanwhile) is looked for before anything is sent again, reads that lag
 * behind it waited out (up to 8 s after it); a send whose answer is lost
 * is looked for once before it is reported failed.
 */
export async function sentOnce<Result>(
  client: QueryClient,
  operation: Operation,
  { send, find, mayHaveApplied = mayHaveBeenApplied }: Once<Result>,
): Promise<Result> {
  const earlier = client
    .getMutationCache()
    .findAll({ predicate: (m) => operationOf(m)?.opId === operation.opId })
  const made = earlier.find((m) => m.state.status === 'success')
  if (made) return made.state.data as Result
  const listed = listedOf(earlier[0]) ?? operation.listed
  const mayExist =
    operation.resumed !== undefined ||
    earlier.some(
      (m) => m.state.status === 'error' && mayHaveApplied(m.state.error),
    )
  const look = (until: number) =>
    find ? lookFor(() => find(listed), until).catch(() => undefined) : undefined
  if (mayExist) {
    // Reads that lag behind the earlier attempt are waited out.
    const attemptedAt = earlier[0]?.state.submittedAt ?? Date.now()
    const found = await look(attemptedAt + READ_LAG_MS)
    if (found !== undefined) return found
    if (operation.resumed === 'failed')
      throw new RequestNotSentError(t`It was not saved. Please try again.`)
  }
  try {
    return await send()
  } catch (error) {
    if (!mayHaveApplied(error)) throw error
    const found = await look(Date.now())
    if (found !== undefined) return found
    throw error
  }
}

/** Whether a write's outcome is not known yet: in flight, or failed but maybe applied. */
const isUnsettled = (mutation: AnyMutation) =>
  operationOf(mutation)?.opId !== undefined &&
  (mutation.state.status === 'pending' ||
    (mutation.state.status === 'error' &&
      mayHaveBeenApplied(mutation.state.error)))

interface KeptWrite {
  mutationKey: MutationKey | undefined
  state: MutationState
}

const PREFIX = 'outbox:'
const outboxKey = (userId: string) => `${PREFIX}${userId}`

/** What cannot be kept (a file's bytes) goes; the rest is JSON. */
const keepable = (_key: string, value: unknown) =>
  value instanceof Blob ? undefined : value

/**
 * Keeps the signed-in user's unsettled writes in session storage as they
 * change, for `resumeOutbox` after a reload or the next sign-in (a cache
 * emptied as the session ends keeps them there). Returns what stops it.
 */
export function keepOutbox(client: QueryClient, userId: string): () => void {
  const save = ({ type }: { type: string }) => {
    if (type === 'removed') return
    // TanStack Query's dehydrate, for mutations only: its hydration code
    // would weigh on the landing page for what two lines do.
    const mutations: KeptWrite[] = client
      .getMutationCache()
      .getAll()
      .filter(isUnsettled)
      .map(({ options, state }) => ({
        mutationKey: options.mutationKey,
        state,
      }))
    if (mutations.length)
      sessionStore.write(outboxKey(userId), JSON.stringify(mutations, keepable))
    else sessionStore.remove(outboxKey(userId))
  }
  return client.getMutationCache().subscribe(save)
}

/**
 * The writes kept for `userId` come back into the cache and carry on: one
 * never answered is looked for, then sent; one that failed but may have
 * been applied is looked for. Those of anyone else are forgotten.
 */
export function resumeOutbox(client: QueryClient, userId: string): void {
  sessionStore.removeAll(PREFIX, (key) => key === outboxKey(userId))
  let kept: KeptWrite[] = []
  try {
    kept = JSON.parse(sessionStore.read(outboxKey(userId)) ?? '[]') as never
  } catch {
    // Unreadable: nothing to resume.
  }
  const mutations = kept.map((mutation) => ({
    ...mutation,
    state: {
      ...mutation.state,
      variables: {
        ...(mutation.state.variables as object),
        resumed: mutation.state.status === 'pending' ? 'pending' : 'failed',
      },
      status: 'pending' as const,
      isPaused: true,
      error: null,
    },
  }))
  for (const { mutationKey, state } of mutations)
    client.getMutationCache().build(client, { mutationKey }, state)
  void client.resumePausedMutations()
}

/** On logout: nothing of the person's writes stays in the tab. */
export const forgetOutboxes = () => sessionStore.removeAll(PREFIX)

/**
 * A form's write of `mutationKey`, as the mutation cache holds it. Its
 * operation id is made once per mounting of the form (an opening of a
 * dialog), or anew with `renew` (a form that stays for the next note); a
 * deletion's is what it deletes (`opId`). A write typed in the form's
 * `draft` as it is now and still on its way (sent from a form left since),
 * or restored after a reload, is the form's operation: pressed again, it
 * is not made twice. `send` makes it, once
 * however often it is pressed, with the draft.
 */
export function useWrite<Vars extends Operation, Result>(
  mutationKey: readonly string[],
  options: { opId?: string; draft?: DraftSent } = {},
) {
  const { draft } = options
  const isSameDraft = (sent: DraftSent | undefined) =>
    draft?.key != null &&
    sent?.key === draft.key &&
    JSON.stringify(sent.value) === JSON.stringify(draft.value)
  const client = useQueryClient()
  const [ownId, setOwnId] = useState(newOperationId)
  const { mutate } = useMutation<Result, Error, Vars>({ mutationKey })
  const restored = useMutationState({
    filters: {
      mutationKey,
      predicate: (mutation) => {
        const variables = mutation.state.variables as Vars | undefined
        return (
          isSameDraft(variables?.draft) &&
          (mutation.state.status === 'pending' ||
            (variables?.resumed !== undefined && isUnsettled(mutation)) ||
            (variables?.resumed !== undefined &&
              mutation.state.status === 'success'))
        )
      },
    },
    select: (mutation) => (mutation.state.variables as Vars).opId,
  }).at(-1)
  const opId = options.opId ?? restored ?? ownId
  const filters = {
    mutationKey,
    predicate: (mutation: AnyMutation) => operationOf(mutation)?.opId === opId,
  }
  const states = useMutationState({
    filters,
    select: (mutation) => mutation.state as MutationState<Result, Error, Vars>,
  })
  const [dismissed, setDismissed] = useState<Error | null>(null)
  const last = states.at(-1)
  const isSending = last?.status === 'pending'
  return {
    send: (
      variables: Omit<Vars, 'opId'>,
      callbacks?: Parameters<typeof mutate>[1],
    ) => {
      if (client.isMutating(filters) > 0) return
      mutate({ ...variables, draft, opId } as Vars, callbacks)
    },
    /** The next write of this form is another operation. */
    renew: () => setOwnId(newOperationId()),
    isSending,
    /** In flight, and looking first for what an earlier attempt made. */
    isChecking:
      isSending &&
      ((last.variables as Vars | undefined)?.resumed !== undefined ||
        states.some((state) => state.status === 'error')),
    error:
      last?.status === 'error' && last.error !== dismissed ? last.error : null,
    /** The error shown is read: it goes until the next one. */
    dismissError: () => setDismissed(last?.error ?? null),
    /** What this operation made, when a press of this opening made it. */
    data: states.find(
      (state) => state.status === 'success' && !state.variables?.resumed,
    )?.data,
    submittedAt: last?.submittedAt ?? 0,
    variables: last?.variables as Vars | undefined,
  }
}
