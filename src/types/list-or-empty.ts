import * as v from 'valibot'

/*
 * A value read in place of a missing or null field is the `nullish` schema's
 * default, never a `transform` after it: `object` leaves a missing key with a
 * `nullish` schema out of its output unless that schema has a default, so the
 * transform would not run. A function default gives every answer its own
 * empty array or map.
 */

/** An array that may be missing or null in an answer; read as empty. */
export const listOrEmpty = <T extends v.GenericSchema>(item: T) =>
  v.nullish(v.array(item), () => [])

/**
 * An object, as JSON has them: Valibot's `object` and `record` also take an
 * array, which an answer's objects and maps never are.
 */
export const notArray = <T extends v.GenericSchema>(schema: T) =>
  v.pipe(
    v.custom<v.InferInput<T>>((input) => !Array.isArray(input)),
    schema,
  )

/** A map keyed by strings. */
export const map = <T extends v.GenericSchema>(value: T) =>
  notArray(v.record(v.string(), value))

/** A map that may be missing or null in an answer; read as empty. */
export const recordOrEmpty = <T extends v.GenericSchema>(value: T) =>
  v.nullish(map(value), () => ({}))
