import type { MessageDescriptor } from '@lingui/core'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useDeferredValue, useMemo, useState } from 'react'

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

export interface RecordsListProps extends Pick<
  RecordRowProps,
  'onSelectedChange' | 'onLockedToggle' | 'onDeleteRequest'
> {
  records: readonly MedicalRecord[]
  selectedIds: ReadonlySet<string>
  lockedIds: ReadonlySet<string>
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
  const total = i18n.number(recordCount)
  const matched = i18n.number(matchCount)
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
            {shown.map((record) => (
              <RecordRow
                key={record.id}
                record={record}
                isSelected={selectedIds.has(record.id)}
                isLocked={lockedIds.has(record.id)}
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
