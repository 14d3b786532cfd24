// What an expert's answer sends to the farmer's phone by SMS, when the phone channels are on: the
// reply itself to a request made by SMS or USSD (one made on WhatsApp is answered there); to a web
// request whose farmer agreed, once, at its first answer, only that it is ready (the reply may name
// them, their farm or their illness, and a phone is often shared), in Nairobi's daytime as every
// message we start.
import { expertAnswerReadySms, expertReplySms } from './sms-text'
import type { ConsultationRequestRow } from '~/lib/database/tables'

type Asked = Pick<ConsultationRequestRow, 'channel' | 'phone' | 'sms_consent_at' | 'status'>

export type ReplySms = (answered: ConsultationRequestRow) => { text: string; initiatedBy?: 'farmer' | 'us' }

export function replySmsFor(asked: Asked, { ussdCode }: { ussdCode?: string }): ReplySms | undefined {
  if (asked.phone === null) return undefined
  if (asked.channel === 'sms' || asked.channel === 'ussd') {
    return (answered) => ({
      text: expertReplySms({
        reference: answered.reference,
        reply: answered.reply ?? '',
        locale: answered.locale,
        ussdCode,
      }),
    })
  }
  if (asked.channel !== 'web' || asked.sms_consent_at === null || asked.status === 'answered') return undefined
  return (answered) => ({
    text: expertAnswerReadySms({ reference: answered.reference, locale: answered.locale }),
    initiatedBy: 'us',
  })
}
