import Send from '~icons/lucide/send'
import { useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '~/components/ui/button'
import { Field, fieldControlClass } from '~/components/ui/field'
import { notify } from '~/components/ui/toaster'
import { useCatalogue } from '~/i18n/messages'
import { lazySchema } from '~/lib/hydration/lazy-schema'
import {
  companyContactSchema,
  MESSAGE_MAX_LENGTH,
  type CompanyContact,
  type CompanyContactInput,
} from './company-contact-schema'
import { gmailComposeUrl } from './compose-url'
import { companySectionsMessages } from '~/i18n/company-sections'

interface CompanyContactFormProps {
  company: { name: string; email: string }
  /** The form's id, for links that jump to it. */
  id: string
}

/**
 * Writes to a company through the farmer's own Gmail: no network call of ours.
 * The values stay in the form after sending, so nothing is lost if the mail tab is closed.
 */
export function CompanyContactForm({ company, id }: CompanyContactFormProps) {
  const t = useCatalogue(companySectionsMessages).form
  const { resolver } = useMemo(() => lazySchema(() => companyContactSchema(t)), [t])
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<CompanyContactInput, unknown, CompanyContact>({ resolver, mode: 'onTouched' })
  const values = useWatch({ control })
  // The button waits until all four fields hold something.
  const isFilled = [values.name, values.email, values.subject, values.message].every((value) => value?.trim())

  function handleSend(message: CompanyContact) {
    const url = gmailComposeUrl({
      to: company.email,
      subject: message.subject,
      body: t.mailBody(message.message, message.name, message.email),
    })
    // Not the "noopener" feature: with it window.open always answers null, and null is
    // how a blocked pop-up shows. The tab is cut loose from ours right after instead.
    const mailTab = window.open(url, '_blank')
    if (!mailTab) {
      void notify(t.failedTitle, { description: t.failedBody, variant: 'destructive' })
      return
    }
    try {
      mailTab.opener = null
    } catch {
      // Already cross-origin: the browser has severed the link itself.
    }
    void notify(t.openedTitle, { description: t.openedBody, variant: 'success' })
  }

  return (
    <form id={id} noValidate onSubmit={handleSubmit(handleSend)} aria-labelledby={`${id}-title`} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t.name} error={errors.name?.message}>
          {(field) => (
            <input {...field} {...register('name')} required autoComplete="name" className={fieldControlClass} />
          )}
        </Field>
        <Field label={t.email} error={errors.email?.message}>
          {(field) => (
            <input
              {...field}
              {...register('email')}
              required
              type="email"
              inputMode="email"
              autoComplete="email"
              className={fieldControlClass}
            />
          )}
        </Field>
      </div>
      <Field label={t.subject} error={errors.subject?.message}>
        {(field) => <input {...field} {...register('subject')} required className={fieldControlClass} />}
      </Field>
      <Field label={t.message} error={errors.message?.message}>
        {(field) => (
          <textarea
            {...field}
            {...register('message')}
            required
            rows={5}
            maxLength={MESSAGE_MAX_LENGTH}
            className={fieldControlClass}
          />
        )}
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={!isFilled}>
          <Send aria-hidden="true" />
          {t.submit}
        </Button>
        {!isFilled && <p className="text-sm text-stone-600">{t.fillAll}</p>}
      </div>
    </form>
  )
}
