import * as z from 'zod/mini'

/** An array that may be missing or null in an answer; read as empty. */
export const listOrEmpty = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.nullish(z.array(item)),
    z.transform((list) => list ?? []),
  )

/** A map that may be missing or null in an answer; read as empty. */
export const recordOrEmpty = <T extends z.ZodMiniType>(value: T) =>
  z.pipe(
    z.nullish(z.record(z.string(), value)),
    z.transform((map) => map ?? {}),
  )
