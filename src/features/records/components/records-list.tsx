import type { MessageDescriptor } from '@lingui/core'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { memo, useDeferredValue, useMemo, useState } from 'react'

import { TextField } from '@/components/ui/field'
import { useProgressiveList } from '@/hooks/use-progressive-list'
import type { MedicalRecord } from '@/types/record'

import { recordTitle } from '../utils/record-preview'

import { addedText, kindOf, RecordRow, type RecordRowProps } from './record-row'
import styles from './records-list.module.css'

/** Past this many records a filter box finds them. */
const FILTER_FROM = 25
/** A list this long renders whole; a longer one this many rows per slice, so it never holds the main thread. */
export const ROWS_PER_SLICE = 25

/** 5004 as '5,004' in English, written out: an Intl.NumberFormat would start the platform's locale data, a long task on a slow phone. */
const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

export interface RecordsListProps extends Pick<
  RecordRowProps,
  'onSelectedChange' | 'onLockedToggle' | 'onDeleteRequest'
> {
  records: readonly MedicalRecord[]
  selectedIds: ReadonlySet<string>
  lockedIds: ReadonlySet<string>
}

/** The rows in groups of a slice each. */
function groupsOf(records: readonly MedicalRecord[]) {
  const groups: MedicalRecord[][] = []
  for (let i = 0; i < records.length; i += ROWS_PER_SLICE)
    groups.push(records.slice(i, i + ROWS_PER_SLICE))
  return groups
}

/** The words of `text`, in lower case: 'Added 3 days ago' is added, 3, days, ago. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** What a filter finds a record by: its title, its kind and when it was added, as its row says them in the interface's language. */
const searchWordsOf = (
  record: MedicalRecord,
  translate: (message: MessageDescriptor) => string,
  locale: string,
) => {
  const added = addedText(record.createdAt, locale)
  return wordsOf(
    [
      recordTitle(record),
      translate(kindOf(record)[0]),
      added && translate(added),
    ].join(' '),
  )
}

/** A number is a whole word ('1 month' is not '10 months'); other terms begin a word. */
const hasTerm = (words: readonly string[], term: string) =>
  /^\p{N}+$/u.test(term)
    ? words.includes(term)
    : words.some((word) => word.startsWith(term))

const recordId = (record: MedicalRecord) => record.id

type RowGroupProps = Omit<RecordsListProps, 'records'> & {
  records: readonly MedicalRecord[]
}

/** The same rows, each as selected and as locked as before: nothing to render again. */
function isSameGroup(before: RowGroupProps, after: RowGroupProps) {
  return (
    before.records.length === after.records.length &&
    before.onSelectedChange === after.onSelectedChange &&
    before.onLockedToggle === after.onLockedToggle &&
    before.onDeleteRequest === after.onDeleteRequest &&
    before.records.every(
      (record, i) =>
        after.records[i] === record &&
        before.selectedIds.has(record.id) ===
          after.selectedIds.has(record.id) &&
        before.lockedIds.has(record.id) === after.lockedIds.has(record.id),
    )
  )
}

/** One slice's rows: a pick renders its own group again, not thousands of rows. */
const RowGroup = memo(function RowGroup({
  records,
  selectedIds,
  lockedIds,
  ...handlers
}: RowGroupProps) {
  return records.map((record) => (
    <RecordRow
      key={record.id}
      record={record}
      isSelected={selectedIds.has(record.id)}
      isLocked={lockedIds.has(record.id)}
      {...handlers}
    />
  ))
}, isSameGroup)

/**
 * The patient's records, newest first, in a scrollable box: rows are
 * memoised (a pick re-renders its own row) and come in slices, and every
 * row stays in the page, for find-in-page and assistive technology
 * (docs/performance.md, "A long history").
 */
export function RecordsList({
  records,
  selectedIds,
  lockedIds,
  onSelectedChange,
  onLockedToggle,
  onDeleteRequest,
}: RecordsListProps) {
  const { t, i18n } = useLingui()
  const [query, setQuery] = useState('')
  const hasFilter = records.length >= FILTER_FROM
  // Typing stays quick: the list follows a render later.
  const termsKey = wordsOf(useDeferredValue(hasFilter ? query : '')).join(' ')
  // Read once something is typed: a long list does not pay for it as it loads.
  const isFiltering = termsKey !== ''
  const searchable = useMemo(
    () =>
      isFiltering
        ? records.map((record) => ({
            record,
            words: searchWordsOf(record, t, i18n.locale),
          }))
        : [],
    [records, isFiltering, t, i18n.locale],
  )
  const matching = useMemo(() => {
    if (!termsKey) return records
    const terms = termsKey.split(' ')
    return searchable
      .filter(({ words }) => terms.every((term) => hasTerm(words, term)))
      .map(({ record }) => record)
  }, [records, searchable, termsKey])
  const shown = useProgressiveList(matching, {
    first: ROWS_PER_SLICE,
    slice: ROWS_PER_SLICE,
    keyOf: recordId,
  })
  const recordCount = records.length
  const matchCount = matching.length
  // Written in the interface's language: 5,000 in English, 5.000 in German.
  const number = (n: number) =>
    i18n.locale === 'en' ? count(n) : i18n.number(n)
  const total = number(recordCount)
  const matched = number(matchCount)
  const typed = query.trim()
  // An element: Trans would read markup in a typed string.
  const filterText = <bdi>{typed}</bdi>

  return (
    <>
      {hasFilter ? (
        <TextField
          label={t`Filter records`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          counter={
            <span role="status">
              {termsKey
                ? t({
                    comment:
                      'The filter’s count while filtering; {matched} is matchCount, {total} recordCount (always 25 or more), written out',
                    message: plural(matchCount, {
                      other: `${matched} of ${total} records match`,
                    }),
                  })
                : t({
                    comment:
                      'The filter’s count before anything is typed; {total} is recordCount (always 25 or more), written out',
                    message: plural(recordCount, { other: `${total} records` }),
                  })}
            </span>
          }
        />
      ) : null}
      {matching.length ? (
        <section
          className={styles.scroller}
          // A focusable region, so keyboard users can scroll a long list.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={t`Patient records`}
        >
          <ul className={styles.list}>
            {groupsOf(shown).map((group, index) => (
              <RowGroup
                // Slices are positional, as the list grows.
                key={index}
                records={group}
                selectedIds={selectedIds}
                lockedIds={lockedIds}
                onSelectedChange={onSelectedChange}
                onLockedToggle={onLockedToggle}
                onDeleteRequest={onDeleteRequest}
              />
            ))}
          </ul>
        </section>
      ) : (
        <p className={styles.placeholder}>
          <Trans>No records match “{filterText}”.</Trans>
        </p>
      )}
    </>
  )
}
