const time = (value: string | null | undefined) => {
  const parsed = value ? Date.parse(value) : NaN
  return Number.isNaN(parsed) ? 0 : parsed
}

type DateOf<T> = (item: T) => string | null | undefined

/** A copy sorted newest first by the given date field; undated items last. */
export const sortNewestFirst = <T>(items: readonly T[], date: DateOf<T>): T[] =>
  [...items].sort((a, b) => time(date(b)) - time(date(a)))

/** A copy sorted oldest first by the given date field; undated items last. */
export function sortOldestFirst<T>(items: readonly T[], date: DateOf<T>): T[] {
  const at = (item: T) => time(date(item)) || Infinity
  return [...items].sort((a, b) => at(a) - at(b))
}
