import { clsx } from 'clsx'
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react'

import styles from './field.module.css'

interface FieldFrameProps {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  /** E.g. '12 / 200'. */
  counter?: ReactNode
  /** Visually only: it is still the accessible name. */
  hideLabel?: boolean
  className?: string
  id?: string
}

interface FieldControlProps {
  id: string
  className: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

function Field<Props extends FieldFrameProps>({
  props: { label, hint, error, counter, hideLabel, className, id, ...rest },
  children,
}: {
  props: Props
  children: (
    control: FieldControlProps & Omit<Props, keyof FieldFrameProps>,
  ) => ReactNode
}) {
  const generated = useId()
  const fieldId = id ?? generated
  const hintId = `${fieldId}-hint`
  const errorId = `${fieldId}-error`
  const counterId = `${fieldId}-counter`
  const describedBy =
    [hint && hintId, error && errorId, counter && counterId]
      .filter(Boolean)
      .join(' ') || undefined
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
      {children({
        id: fieldId,
        className: clsx(styles.control, error ? styles.invalid : undefined),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        ...rest,
      })}
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

type ControlFieldProps<Control extends 'input' | 'textarea'> = FieldFrameProps &
  Omit<ComponentPropsWithRef<Control>, 'className' | 'id' | 'children'>

export type TextFieldProps = ControlFieldProps<'input'>

export function TextField(props: TextFieldProps) {
  return <Field props={props}>{(control) => <input {...control} />}</Field>
}

export type TextAreaFieldProps = ControlFieldProps<'textarea'>

export function TextAreaField(props: TextAreaFieldProps) {
  return (
    <Field props={props}>
      {(control) => (
        <textarea
          {...control}
          className={clsx(control.className, styles.textarea)}
        />
      )}
    </Field>
  )
}
