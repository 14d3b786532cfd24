import Send from '~icons/lucide/send'
import type { ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { Field, fieldControlClass } from '~/components/ui/field'
import { expertMessages } from '~/i18n/expert'
import { useCatalogue } from '~/i18n/messages'
import { REPLY_MAX_LENGTH, REPLY_MIN_LENGTH } from './reply-limits'

interface ReplyFormProps {
  /** The reply given so far: answering again edits it. */
  reply: string | null
  /** The reply's language (the farmer's), for the browser's spelling check. */
  lang: string
  error?: string
  /** The form's hidden fields (its CSRF token), from the route. */
  children: ReactNode
}

/** The expert's reply; the action checks it (reply-schema.ts), the browser's limits only help. */
export function ReplyForm({ reply, lang, error, children }: ReplyFormProps) {
  const t = useCatalogue(expertMessages).consultationRequest
  const isPending = useNavigation().state === 'submitting'
  return (
    <Form method="post" className="space-y-4">
      {children}
      <input type="hidden" name="intent" value="reply" />
      {reply !== null && <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{t.editNote}</p>}
      <Field label={t.reply} hint={t.replyHint} error={error}>
        {(control) => (
          <textarea
            {...control}
            name="reply"
            lang={lang}
            rows={10}
            required
            minLength={REPLY_MIN_LENGTH}
            maxLength={REPLY_MAX_LENGTH}
            defaultValue={reply ?? ''}
            className={fieldControlClass}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={isPending}>
        <Send aria-hidden="true" />
        {reply === null ? t.send : t.update}
      </Button>
    </Form>
  )
}
