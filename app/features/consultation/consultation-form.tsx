import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, Mail } from 'lucide-react'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '~/components/ui/button'
import { Field, fieldControlClass } from '~/components/ui/field'
import { notify } from '~/components/ui/toaster'
import { useMessages } from '~/i18n/messages'
import { useHydrated } from '~/lib/use-hydrated'
import { useRootData } from '~/lib/root-data'
import { buildConsultationMailto, openMailLink } from './consultation-mail'
import {
  CONSULTATION_TOPICS,
  createConsultationSchema,
  emptyConsultation,
  MAX_CONSULTATION_MESSAGE,
  type ConsultationInput,
  type ConsultationValues,
} from './consultation-schema'

/** Gives the mail app a moment to take over before the form clears (the "Opening Email..." state). */
const OPENING_MS = 800

/**
 * The consultation request form (spec §2, §5, §7, §8): checks the request, then opens the
 * farmer's mail app with it written out to the provider's support address. Used as is
 * on /ask-expert and /contact; `defaultMessage` starts the message (a guide's "Report a mistake").
 */
export function ConsultationForm({ defaultMessage = '' }: { defaultMessage?: string }) {
  const t = useMessages().pages.consultation
  const { provider } = useRootData()
  const isHydrated = useHydrated()
  const schema = useMemo(() => createConsultationSchema(t.errors), [t.errors])
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ConsultationInput, unknown, ConsultationValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...emptyConsultation, message: defaultMessage },
  })

  async function onSubmit(values: ConsultationValues) {
    try {
      openMailLink(buildConsultationMailto(values, provider.email, t))
    } catch {
      // The farmer's words stay in the form, ready for another try.
      void notify(t.failed.title, { description: t.failed.description, variant: 'destructive' })
      return
    }
    await new Promise((resolve) => setTimeout(resolve, OPENING_MS))
    void notify(t.opened.title, { description: t.opened.description })
    reset()
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <Field label={t.name} error={errors.name?.message}>
        {(control) => <input {...control} {...register('name')} autoComplete="name" className={fieldControlClass} />}
      </Field>
      <Field label={t.email} error={errors.email?.message}>
        {(control) => (
          <input
            {...control}
            {...register('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            className={fieldControlClass}
          />
        )}
      </Field>
      <Field
        label={
          <>
            {t.phone} <span className="font-normal text-stone-600">{t.optional}</span>
          </>
        }
        error={errors.phone?.message}
      >
        {(control) => (
          <input {...control} {...register('phone')} type="tel" autoComplete="tel" className={fieldControlClass} />
        )}
      </Field>
      <Field label={t.topic} error={errors.topic?.message}>
        {(control) => (
          <select {...control} {...register('topic')} className={fieldControlClass}>
            <option value="">{t.topicPlaceholder}</option>
            {CONSULTATION_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t.topics[topic]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.message} hint={t.messageHint} error={errors.message?.message}>
        {(control) => (
          <textarea
            {...control}
            {...register('message')}
            // In the server's HTML too, so the guide is named before any script runs.
            defaultValue={defaultMessage}
            rows={5}
            maxLength={MAX_CONSULTATION_MESSAGE}
            className={fieldControlClass}
          />
        )}
      </Field>
      <Button type="submit" className="w-full" disabled={!isHydrated || isSubmitting}>
        {isSubmitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Mail aria-hidden="true" />}
        {isSubmitting ? t.submitting : t.submit}
      </Button>
      <p className="text-sm text-stone-600">{t.mailNote}</p>
    </form>
  )
}
