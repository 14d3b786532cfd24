import LoaderCircle from '~icons/lucide/loader-circle'
import Mail from '~icons/lucide/mail'
import { useEffect, useEffectEvent, useId, useLayoutEffect, useMemo, useState, type BaseSyntheticEvent } from 'react'
import { useForm } from 'react-hook-form'
import { useActionData } from 'react-router'
import { Button, ButtonLink } from '~/components/ui/button'
import { Field, fieldControlClass } from '~/components/ui/field'
import { notify } from '~/components/ui/toaster'
import { useLanguage } from '~/i18n/messages'
import { lazySchema } from '~/lib/hydration/lazy-schema'
import { useRootData } from '~/lib/root-data'
import type { ConsultationFormAnswer, ConsultationStored } from './consultation-answer'
import { ConsultationConfirmation } from './consultation-confirmation'
import { clearDraft, loadDraft, saveDraft } from './consultation-draft'
import { buildConsultationMailto, openMailLink } from './consultation-mail'
import {
  CONSULTATION_TOPICS,
  createConsultationFormSchema,
  emptyConsultationForm,
  HONEYPOT_FIELD,
  MAX_CONSULTATION_MESSAGE,
  type ConsultationFormInput,
  type ConsultationFormValues,
} from './consultation-form-schema'
import { NotStoredNotice, type NotStored } from './not-stored-notice'
import { useSendConsultation } from './use-send-consultation'
import { consultationMessages } from '~/i18n/consultation'

/** Gives the mail app a moment to take over before the form clears (the "Opening Email..." state). */
const OPENING_MS = 800

/**
 * The consultation form, used as is on /ask-expert and /contact. A valid request is stored on our
 * server first (its reference and private status link are shown whatever the mail app does), then
 * the farmer's mail app opens with it written out. Nothing typed is lost: the words stay on the
 * device until the server has them, and a request the server did not take is sent again on
 * request or when the connection returns. With script or without, the form goes to the page's
 * own action (submit-consultation-form.server.ts), which answers both the same way.
 * `defaultMessage` starts the message (a guide's "Report a mistake").
 */
export function ConsultationForm({ defaultMessage = '' }: { defaultMessage?: string }) {
  const { locale } = useLanguage()
  const t = consultationMessages[locale]
  const { provider, consultationRetentionDays, smsNotices } = useRootData()
  // The answer to a POST made without script, rendered by the server.
  const posted = useActionData<ConsultationFormAnswer>()
  const formId = useId()
  const send = useSendConsultation()
  const { schema, resolver } = useMemo(() => lazySchema(() => createConsultationFormSchema(t.errors)), [t.errors])
  // Also written into the server's HTML (`defaultValue`), so a page answering a POST made
  // without script shows the farmer's words again.
  const initialValues = posted?.values ?? { ...emptyConsultationForm, message: defaultMessage }
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    trigger,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<ConsultationFormInput, unknown, ConsultationFormValues>({
    resolver,
    defaultValues: initialValues,
    errors:
      posted?.outcome.kind === 'invalid'
        ? Object.fromEntries(
            Object.entries(posted.outcome.fieldErrors).map(([field, message]) => [field, { type: 'server', message }]),
          )
        : undefined,
  })
  const [stored, setStored] = useState<ConsultationStored | undefined>(
    posted?.outcome.kind === 'stored' ? posted.outcome : undefined,
  )
  const [problem, setProblem] = useState<NotStored | undefined>(
    posted && posted.outcome.kind !== 'stored' && posted.outcome.kind !== 'invalid' ? posted.outcome : undefined,
  )
  const [retrying, setRetrying] = useState(false)
  /** The honeypot's value at the last submit, sent again with a retry. */
  const [honeypot, setHoneypot] = useState('')

  // The last request the server stored: pressing Send again with the same words (after the mail
  // app failed to open) opens the mail app again without storing a second copy.
  const [lastStored, setLastStored] = useState<{ key: string; outcome: ConsultationStored }>()

  function confirm(outcome: ConsultationStored, values: ConsultationFormInput, { resetForm }: { resetForm: boolean }) {
    setLastStored({ key: JSON.stringify(values), outcome })
    clearDraft()
    if (resetForm) reset({ ...emptyConsultationForm })
    setProblem(undefined)
    setStored(outcome)
  }

  function keep(values: ConsultationFormInput, outcome: NotStored) {
    saveDraft({ values, pending: true })
    setProblem(outcome)
  }

  async function onSubmit(values: ConsultationFormValues, event?: BaseSyntheticEvent) {
    setProblem(undefined)
    const form = event?.target instanceof HTMLFormElement ? event.target : undefined
    const trap = String(form ? (new FormData(form).get(HONEYPOT_FIELD) ?? '') : '')
    setHoneypot(trap)
    const outcome = lastStored?.key === JSON.stringify(values) ? lastStored.outcome : await send(fieldsOf(values, trap))
    if (!outcome) return
    if (outcome.kind === 'invalid') {
      for (const [field, message] of Object.entries(outcome.fieldErrors)) {
        setError(field as keyof ConsultationFormInput, { type: 'server', message })
      }
      return
    }
    if (outcome.kind === 'refused') return setProblem(outcome)
    // Stored or not, the mail app opens too: the farmer has both ways.
    try {
      openMailLink(buildConsultationMailto(values, provider.email, t))
    } catch {
      // The spec's Error toast; the words stay in the form for another try.
      void notify(t.failed.title, { description: t.failed.description, variant: 'destructive' })
      return outcome.kind === 'stored' ? confirm(outcome, values, { resetForm: false }) : keep(values, outcome)
    }
    await new Promise((resolve) => setTimeout(resolve, OPENING_MS))
    void notify(t.opened.title, { description: t.opened.description })
    if (outcome.kind === 'stored') confirm(outcome, values, { resetForm: true })
    else keep(values, outcome)
  }

  /** Sends the kept words again (the farmer asked, or the connection came back); no mail app this time. */
  async function retry() {
    const parsed = schema().safeParse(getValues())
    if (!parsed.success) return void trigger()
    setRetrying(true)
    const outcome = await send(fieldsOf(parsed.data, honeypot))
    setRetrying(false)
    if (!outcome) return
    if (outcome.kind === 'stored') confirm(outcome, parsed.data, { resetForm: true })
    else if (outcome.kind !== 'invalid') setProblem(outcome)
  }
  const retryInEffect = useEffectEvent(() => void retry())

  // A request the server has not taken yet, from this visit or an earlier one, goes again when
  // the connection comes back: listened for from the moment the notice saying so is drawn.
  const waitsForConnection = problem?.kind === 'offline' || problem?.kind === 'unavailable'
  useLayoutEffect(() => {
    if (!waitsForConnection) return
    const onOnline = () => retryInEffect()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [waitsForConnection])

  // The words left on this device last time come back; a request already sent once is sent again.
  const restoreDraft = useEffectEvent(() => {
    const draft = loadDraft()
    if (!draft) return
    reset({ ...draft.values, message: draft.values.message || defaultMessage })
    if (draft.pending) {
      setProblem({ kind: 'offline' })
      if (navigator.onLine) retryInEffect()
    }
  })
  useEffect(() => {
    // After hydration only: the server's HTML cannot know what this device kept.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!posted) restoreDraft()
  }, [posted])

  // Every change is kept on the device as the farmer types.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => saveDraft({ values: { ...emptyConsultationForm, ...values }, pending: false }),
      }),
    [subscribe],
  )

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      {/* The request's reference and status link stay above the emptied form, for the next question. */}
      {stored && <ConsultationConfirmation stored={stored} mailto={posted?.mailto} />}
      {problem && <NotStoredNotice problem={problem} onRetry={() => void retry()} retrying={retrying} />}
      {!problem && posted?.outcome.kind === 'invalid' && (
        <p role="alert" className="font-medium text-red-700">
          {t.invalid}
        </p>
      )}
      <Field label={t.name} error={errors.name?.message}>
        {(control) => (
          <input
            {...control}
            {...register('name')}
            defaultValue={initialValues.name}
            autoComplete="name"
            className={fieldControlClass}
          />
        )}
      </Field>
      <Field label={t.email} error={errors.email?.message}>
        {(control) => (
          <input
            {...control}
            {...register('email')}
            defaultValue={initialValues.email}
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
          <input
            {...control}
            {...register('phone')}
            defaultValue={initialValues.phone}
            type="tel"
            autoComplete="tel"
            className={fieldControlClass}
          />
        )}
      </Field>
      {/* Offered only where an SMS can be sent (the phone channels are on); unticked until the farmer agrees. */}
      {smsNotices && (
        <div className="flex items-start gap-3">
          <input
            {...register('smsConsent')}
            id={`${formId}-sms-consent`}
            defaultChecked={initialValues.smsConsent === true}
            type="checkbox"
            aria-describedby={`${formId}-sms-consent-hint`}
            className="mt-1 size-5 shrink-0 accent-green-700"
          />
          <div>
            <label htmlFor={`${formId}-sms-consent`} className="font-medium text-stone-900">
              {t.smsConsent}
            </label>
            <p id={`${formId}-sms-consent-hint`} className="text-sm text-stone-600">
              {t.smsConsentHint}
            </p>
          </div>
        </div>
      )}
      <Field label={t.topic} error={errors.topic?.message}>
        {(control) => (
          <select {...control} {...register('topic')} defaultValue={initialValues.topic} className={fieldControlClass}>
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
            defaultValue={initialValues.message}
            rows={5}
            maxLength={MAX_CONSULTATION_MESSAGE}
            className={fieldControlClass}
          />
        )}
      </Field>
      {/* Robots fill every field; people never see this one (nor do screen readers). */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label>
          {t.honeypot}
          <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Mail aria-hidden="true" />}
        {isSubmitting ? t.submitting : t.submit}
      </Button>
      <p className="text-sm text-stone-600">{t.mailNote}</p>
      <p className="text-sm text-stone-600">{t.privacy(consultationRetentionDays, provider.email)}</p>
      {/* Without script, a request the server refused still reaches the experts by mail. */}
      {posted?.mailto && problem && (
        <ButtonLink variant="outline" className="w-full" icon={Mail}>
          <a href={posted.mailto}>{t.stored.mailLink}</a>
        </ButtonLink>
      )}
    </form>
  )
}

/** The form's fields as the page's action reads them: a ticked box as a browser posts it, an unticked one not at all. */
function fieldsOf({ smsConsent, ...values }: ConsultationFormValues, honeypot: string) {
  return { ...values, phone: values.phone ?? '', ...(smsConsent && { smsConsent: 'on' }), [HONEYPOT_FIELD]: honeypot }
}
