import * as v from 'valibot'

// Defaults, not a `transform`: `object` drops a missing key unless its schema has a default.

export const listOrEmpty = <T extends v.GenericSchema>(item: T) =>
  v.nullish(v.array(item), () => [])

/** An object, not an array, which Valibot's `object` and `record` also take. */
export const notArray = <T extends v.GenericSchema>(schema: T) =>
  v.pipe(
    v.custom<v.InferInput<T>>((input) => !Array.isArray(input)),
    schema,
  )

export const map = <T extends v.GenericSchema>(value: T) =>
  notArray(v.record(v.string(), value))

export const recordOrEmpty = <T extends v.GenericSchema>(value: T) =>
  v.nullish(map(value), () => ({}))
