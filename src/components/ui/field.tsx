import { clsx } from 'clsx'
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react'

import styles from './field.module.css'

interface FieldFrameProps {
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
  /** The control's id (default: a generated one). */
  id?: string
}

/** What a control spreads to be wired to its label, hint, error and counter. */
interface FieldControlProps {
  id: string
  className: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

interface FieldProps extends FieldFrameProps {
  /** Renders the control with the props it is given. */
  children: (control: FieldControlProps) => ReactNode
}

/** A labelled form control with its hint, error and counter read out with it. */
function Field({ children, ...frame }: FieldProps) {
  const { label, hint, error, counter, hideLabel, className, id } = frame
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

function splitFieldProps<Rest>({
  label,
  hint,
  error,
  counter,
  hideLabel,
  className,
  id,
  ...rest
}: FieldFrameProps & Rest): [
  FieldFrameProps,
  Omit<Rest, keyof FieldFrameProps>,
] {
  return [{ label, hint, error, counter, hideLabel, className, id }, rest]
}

export type TextFieldProps = ControlFieldProps<'input'>

export function TextField(props: TextFieldProps) {
  const [field, input] = splitFieldProps(props)
  return (
    <Field {...field}>{(control) => <input {...control} {...input} />}</Field>
  )
}

export type TextAreaFieldProps = ControlFieldProps<'textarea'>

export function TextAreaField(props: TextAreaFieldProps) {
  const [field, textarea] = splitFieldProps(props)
  return (
    <Field {...field}>
      {(control) => (
        <textarea
          {...control}
          className={clsx(control.className, styles.textarea)}
          {...textarea}
        />
      )}
    </Field>
  )
}
