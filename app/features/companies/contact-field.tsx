import type { UseFormRegisterReturn } from 'react-hook-form'
import { cn } from '~/lib/utils'

interface ContactFieldProps {
  id: string
  label: string
  registration: UseFormRegisterReturn
  error?: string
  type?: 'text' | 'email'
  autoComplete?: string
  multiline?: boolean
  maxLength?: number
}

const controlClass =
  'mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700'

/** A labelled input or text area with its plain-language error tied to it for screen readers. */
export function ContactField({
  id,
  label,
  registration,
  error,
  type = 'text',
  autoComplete,
  multiline = false,
  maxLength,
}: ContactFieldProps) {
  const errorId = `${id}-error`
  const shared = {
    id,
    required: true,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: cn(controlClass, error ? 'border-red-700' : 'border-stone-300'),
    ...registration,
  }
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-stone-900">
        {label}
      </label>
      {multiline ? <textarea rows={5} {...shared} /> : <input type={type} autoComplete={autoComplete} {...shared} />}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
