import LogIn from '~icons/lucide/log-in'
import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { Field, fieldControlClass } from '~/components/ui/field'
import { expertMessages } from '~/i18n/expert'
import { useCatalogue } from '~/i18n/messages'
import { CsrfField } from './csrf-field'

interface SignInFormProps {
  csrfToken: string
  /** The address typed before a refusal, kept so the expert only types the password again. */
  email?: string
  /** Why the last attempt was refused, in words for the expert. */
  error?: string
}

/** Email and password; works as a plain POST without JavaScript. */
export function SignInForm({ csrfToken, email, error }: SignInFormProps) {
  const t = useCatalogue(expertMessages).signIn
  const isPending = useNavigation().state === 'submitting'
  return (
    <Form method="post" className="space-y-5" aria-describedby={error ? 'sign-in-error' : undefined}>
      <CsrfField token={csrfToken} />
      {error && (
        <p id="sign-in-error" role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          {error}
        </p>
      )}
      <Field label={t.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            name="email"
            autoComplete="username"
            required
            defaultValue={email}
            className={fieldControlClass}
          />
        )}
      </Field>
      <Field label={t.password}>
        {(control) => (
          <input
            {...control}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            className={fieldControlClass}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={isPending}>
        <LogIn aria-hidden="true" />
        {t.submit}
      </Button>
    </Form>
  )
}
