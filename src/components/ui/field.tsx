import { clsx } from 'clsx'
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react'

import styles from './field.module.css'

interface FieldProps {
  label: ReactNode
  /** Help text under the label. */
  hint?: ReactNode
  /** A problem with the value, shown next to the field and announced. */
  error?: ReactNode
  /** Text for the character counter, e.g. '12 / 200'. */
  counter?: ReactNode
  /** Visually hide the label (it is still the accessible name). */
  hideLabel?: boolean
  className?: string
}

function useFieldIds(id: string | undefined) {
  const generated = useId()
  const fieldId = id ?? generated
  return {
    fieldId,
    hintId: `${fieldId}-hint`,
    errorId: `${fieldId}-error`,
    counterId: `${fieldId}-counter`,
  }
}

function FieldFrame({
  fieldId,
  hintId,
  errorId,
  counterId,
  label,
  hint,
  error,
  counter,
  hideLabel,
  className,
  children,
}: FieldProps & ReturnType<typeof useFieldIds> & { children: ReactNode }) {
  return (
    <div className={clsx(styles.field, className)}>
      <label
        htmlFor={fieldId}
        className={clsx(styles.label, hideLabel && 'visually-hidden')}
      >
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {error || counter ? (
        <div className={styles.meta}>
          {error ? (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          ) : (
            <span />
          )}
          {counter ? (
            <p
              id={counterId}
              className={clsx(
                styles.counter,
                error ? styles.counterError : undefined,
              )}
            >
              {counter}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

function describedBy(props: FieldProps, ids: ReturnType<typeof useFieldIds>) {
  return (
    [
      props.hint && ids.hintId,
      props.error && ids.errorId,
      props.counter && ids.counterId,
    ]
      .filter(Boolean)
      .join(' ') || undefined
  )
}

export type TextFieldProps = FieldProps &
  Omit<ComponentPropsWithRef<'input'>, 'className'>

export function TextField({
  label,
  hint,
  error,
  counter,
  hideLabel,
  className,
  id,
  ...props
}: TextFieldProps) {
  const ids = useFieldIds(id)
  const frame = { label, hint, error, counter, hideLabel, className }
  return (
    <FieldFrame {...frame} {...ids}>
      <input
        id={ids.fieldId}
        className={clsx(styles.control, error ? styles.invalid : undefined)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(frame, ids)}
        {...props}
      />
    </FieldFrame>
  )
}

export type TextAreaFieldProps = FieldProps &
  Omit<ComponentPropsWithRef<'textarea'>, 'className'>

export function TextAreaField({
  label,
  hint,
  error,
  counter,
  hideLabel,
  className,
  id,
  ...props
}: TextAreaFieldProps) {
  const ids = useFieldIds(id)
  const frame = { label, hint, error, counter, hideLabel, className }
  return (
    <FieldFrame {...frame} {...ids}>
      <textarea
        id={ids.fieldId}
        className={clsx(
          styles.control,
          styles.textarea,
          error ? styles.invalid : undefined,
        )}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(frame, ids)}
        {...props}
      />
    </FieldFrame>
  )
}
