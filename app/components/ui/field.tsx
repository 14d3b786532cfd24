import { useId, type ReactNode } from 'react'
import { cn } from '~/lib/utils'

/** What a field's control needs to be labelled and described (spread it on the input). */
export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

interface FieldProps {
  label: ReactNode
  hint?: ReactNode
  /** A plain-language error; the control is marked invalid and points to it. */
  error?: string
  className?: string
  children: (control: FieldControlProps) => ReactNode
}

/** A form field: visible label, the control, an optional hint and its error. */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div data-slot="field" className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

const controlBase =
  'block w-full rounded-lg border bg-white text-base text-stone-900 placeholder:text-stone-500 aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600'

/** The look of text inputs, selects and text areas in a form; 16 px text so phones do not zoom in. */
export const fieldControlClass = `${controlBase} border-stone-300 px-3 py-2.5`

/** A one-line control in a toolbar, as tall as the button beside it; the caller sets its side padding. */
export const toolbarControlClass = `${controlBase} h-11 border-stone-400`
