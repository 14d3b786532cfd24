import ArrowLeft from '~icons/lucide/arrow-left'
import Mail from '~icons/lucide/mail'
import UserCheck from '~icons/lucide/user-check'
import { data, Form } from 'react-router'
import type { Route } from './+types/expert.requests.$id'
import { Link } from '~/components/link'
import { RouteErrorBoundary } from '~/components/error-boundary'
import { PageHeader } from '~/components/page-header'
import { Button, ButtonLink } from '~/components/ui/button'
import { replySmsFor } from '~/features/phone/consultation-reply-sms'
import {
  answerConsultationRequest,
  getConsultationRequestForExpert,
  markBeingAnswered,
  type ConsultationRequestForExpert,
} from '~/features/expert-inbox/inbox.server'
import { composeReplyMail, replyMailtoHref } from '~/features/expert-inbox/reply-mail.server'
import { ReplyForm } from '~/features/expert-inbox/reply-form'
import { createReplySchema } from '~/features/expert-inbox/reply-schema'
import { ConsultationRequestDetails } from '~/features/expert-inbox/consultation-request-details'
import { ageInMinutes, isLate } from '~/features/expert-inbox/waiting-time'
import { CsrfField } from '~/features/experts/csrf-field'
import { CSRF_FIELD, tokensMatch } from '~/features/experts/csrf.server'
import { ExpertBar } from '~/features/experts/expert-bar'
import { expertHeaders, requireExpert } from '~/features/experts/expert-auth.server'
import { expertMessages } from '~/i18n/expert'
import { useCatalogue, languageOf } from '~/i18n/messages'
import { localeOfRequest } from '~/i18n/locale'
import { africasTalkingSettings, getEnv, whatsAppSettings } from '~/lib/env.server'
import { whatsAppMessages } from '~/i18n/whatsapp'
import { splitMessage } from '~/lib/whatsapp/compose'
import { listRequestPhotos } from '~/lib/whatsapp/photo-store.server'
import type { RenderHandle } from '~/lib/page-rendering'
import { getProvider } from '~/lib/provider.server'

export const handle = { render: 'per-request' } satisfies RenderHandle

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const { locale } = languageOf(matches)
  const t = expertMessages[locale]
  const title = loaderData ? t.consultationRequest.title(loaderData.consultationRequest.reference) : t.inbox.title
  return [{ title }, { name: 'robots', content: 'noindex' }]
}

export const headers = expertHeaders

function replyMail(answered: ConsultationRequestForExpert & { email: string }, expertName: string) {
  const env = getEnv()
  return composeReplyMail(
    {
      email: answered.email,
      name: answered.name,
      reference: answered.reference,
      locale: answered.locale,
      reply: answered.reply ?? '',
    },
    { expertName, hubName: getProvider(env).hubName, siteUrl: env.SITE_URL },
  )
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = await requireExpert(request, context.database)
  const found = await getConsultationRequestForExpert(context.database, params.id)
  if (!found) throw data(null, { status: 404 })
  const ageMinutes = ageInMinutes(found.created_at, new Date())
  const canMail = getEnv().SMTP_URL !== undefined
  return {
    expert: { name: session.expert.name },
    csrfToken: session.csrfToken,
    consultationRequest: {
      reference: found.reference,
      name: found.name,
      email: found.email,
      phone: found.phone,
      channel: found.channel,
      topic: found.topic,
      locale: found.locale,
      status: found.status,
      message: found.message,
      createdAt: found.created_at,
      ageMinutes,
      isLate: isLate(found.status, ageMinutes),
      reply: found.reply,
      repliedByName: found.repliedByName,
    },
    // The farmer's photos (WhatsApp), served only to a signed-in expert by the route beside this one.
    photos: (await listRequestPhotos(context.database, found.id)).map((photo) => ({
      src: `/expert/requests/${found.id}/photos/${photo.id}`,
      width: photo.width,
      height: photo.height,
    })),
    // Without a mail server the expert sends the saved reply from their own mail app.
    mailtoHref:
      !canMail && found.reply !== null && found.email !== null
        ? replyMailtoHref(replyMail({ ...found, email: found.email }, found.repliedByName ?? session.expert.name))
        : undefined,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const session = await requireExpert(request, context.database)
  // A body that is no form at all is treated as an empty form: refused for its missing token.
  const form = await request.formData().catch(() => new FormData())
  if (!tokensMatch(session.csrfToken, form.get(CSRF_FIELD))) {
    return data({ error: 'forbidden' as const }, { status: 403 })
  }
  const found = await getConsultationRequestForExpert(context.database, params.id)
  if (!found) throw data(null, { status: 404 })

  if (form.get('intent') === 'mark') {
    await markBeingAnswered(context.database, found.id)
    return { done: 'marked' as const }
  }

  const t = expertMessages[localeOfRequest(request)]
  const parsed = createReplySchema(t.consultationRequest).safeParse({ reply: form.get('reply') ?? undefined })
  if (!parsed.success) {
    return data(
      { error: 'reply' as const, message: parsed.error.issues[0]?.message ?? t.consultationRequest.replyTooShort },
      { status: 400 },
    )
  }
  const env = getEnv()
  const email = found.email
  const isMailed = env.SMTP_URL !== undefined && email !== null
  const phoneChannels = africasTalkingSettings(env)
  const sms = phoneChannels && replySmsFor(found, phoneChannels)
  // A request made on WhatsApp is answered there, when WhatsApp is on.
  const onWhatsApp = found.channel === 'whatsapp' && whatsAppSettings(env) !== undefined
  const result = await answerConsultationRequest(context.database, {
    id: found.id,
    reply: parsed.data.reply,
    expertId: session.expert.id,
    mail: isMailed
      ? (answered) => ({ kind: 'reply', ...replyMail({ ...found, ...answered, email }, session.expert.name) })
      : undefined,
    sms,
    whatsApp: onWhatsApp
      ? (answered) => ({
          texts: splitMessage(whatsAppMessages[answered.locale].expertReply(answered.reference, answered.reply ?? '')),
        })
      : undefined,
  })
  if (!result) throw data(null, { status: 404 })
  context.audit.record(result === 'edited' ? 'reply_edited' : 'reply_saved', {
    account: session.expert.email,
    client: context.clientAddress,
    requestId: found.id,
  })
  const done = result === 'edited' ? ('updated' as const) : ('saved' as const)
  return { done, isMailed, isTexted: sms !== undefined, onWhatsApp }
}

export default function ExpertRequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useCatalogue(expertMessages)
  const { consultationRequest, csrfToken, mailtoHref } = loaderData
  const confirmation =
    actionData && 'done' in actionData
      ? actionData.done === 'marked'
        ? t.consultationRequest.markedAnswering
        : `${actionData.done === 'updated' ? t.consultationRequest.updated : t.consultationRequest.saved}${actionData.isMailed ? ` ${t.consultationRequest.mailed}` : ''}${actionData.isTexted ? ` ${t.consultationRequest.texted}` : ''}${actionData.onWhatsApp ? ` ${t.consultationRequest.sentOnWhatsApp}` : ''}`
      : undefined
  const error = actionData && 'error' in actionData && actionData.error === 'forbidden' ? t.forbidden : undefined
  const replyError =
    actionData && 'error' in actionData && actionData.error === 'reply' ? actionData.message : undefined
  return (
    <>
      <ExpertBar name={loaderData.expert.name} csrfToken={csrfToken} />
      <PageHeader title={t.consultationRequest.title(consultationRequest.reference)}>
        <Link
          to="/expert"
          className="mt-4 inline-flex items-center gap-1 font-semibold text-white underline underline-offset-4"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.consultationRequest.back}
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
        {confirmation && (
          <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-brand-900">
            {confirmation}
          </p>
        )}
        {error && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
            {error}
          </p>
        )}
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <div className="min-w-0 space-y-4">
            <ConsultationRequestDetails consultationRequest={consultationRequest} />
            {loaderData.photos.length > 0 && (
              <section aria-labelledby="photos-heading" className="space-y-2">
                <h2 id="photos-heading" className="text-lg font-bold text-stone-900">
                  {t.consultationRequest.photosHeading}
                </h2>
                {loaderData.photos.map((photo, index) => (
                  <a key={photo.src} href={photo.src} className="block">
                    <img
                      src={photo.src}
                      width={photo.width}
                      height={photo.height}
                      alt={t.consultationRequest.photoAlt(index + 1)}
                      loading="lazy"
                      className="h-auto max-w-full rounded-lg border border-stone-200"
                    />
                  </a>
                ))}
              </section>
            )}
            {consultationRequest.status === 'received' && (
              <Form method="post">
                <CsrfField token={csrfToken} />
                <input type="hidden" name="intent" value="mark" />
                <Button type="submit" variant="outline">
                  <UserCheck aria-hidden="true" />
                  {t.consultationRequest.markAnswering}
                </Button>
              </Form>
            )}
          </div>
          <section
            aria-labelledby="reply-heading"
            className="min-w-0 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
          >
            <h2 id="reply-heading" className="text-lg font-bold text-stone-900">
              {t.consultationRequest.replyHeading}
            </h2>
            {consultationRequest.repliedByName && (
              <p className="mt-1 text-stone-700">
                {t.consultationRequest.answeredBy(consultationRequest.repliedByName)}
              </p>
            )}
            <div className="mt-4">
              <ReplyForm reply={consultationRequest.reply} lang={consultationRequest.locale} error={replyError}>
                <CsrfField token={csrfToken} />
              </ReplyForm>
            </div>
            {mailtoHref && (
              <div className="mt-6 border-t border-stone-200 pt-4">
                <p className="text-stone-700">{t.consultationRequest.noMail}</p>
                <ButtonLink variant="outline" className="mt-3" icon={Mail}>
                  <a href={mailtoHref}>{t.consultationRequest.openInMail}</a>
                </ButtonLink>
              </div>
            )}
          </section>
        </div>
      </div>
    </>
  )
}

// Its own boundary, so that an error page from here (an unknown request: 404) still carries the
// expert pages' headers (`headers` above): React Router takes them from the boundary's route.
export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
