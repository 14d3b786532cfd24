// What the GSM-7 normaliser saves on real answers: for 20 questions farmers ask (10 Kiswahili,
// 10 English, from the retrieval evaluation's set), the guide section the answer rests on and the
// offline assistant's SMS, each counted as written (before the normaliser) and as sent. One
// character outside GSM-7 (an en dash, a curly apostrophe, a degree sign) makes the whole message
// UCS-2: 70 characters a segment instead of 160.
import { createGuideRetrievals } from '~/features/search/guide-retrieval.server'
import { listGuideSections } from '~/features/topics/queries'
import { offlineAnswerSms } from '~/features/phone/sms-text'
import { phoneMessages } from '~/i18n/phone'
import type { Locale } from '~/i18n/locale'
import { guideShortUrl } from '~/lib/guide-short-links'
import { normaliseForSms } from '~/lib/sms/normalise'
import { plainText } from '~/lib/sms/plain-text'
import { countSms, type SmsCount } from '~/lib/sms/segments'
import { kiswahiliQuestions, retrievalQuestions } from '../tests/retrieval-questions'

const SITE = 'https://tujue.example'

export interface SegmentRow {
  question: string
  locale: Locale
  section: string
  sectionBefore: SmsCount
  sectionAfter: SmsCount
  answerBefore: SmsCount
  answerAfter: SmsCount
}

export function countAnswers(): SegmentRow[] {
  const sections = { en: listGuideSections('en'), sw: listGuideSections('sw') }
  const retrieval = createGuideRetrievals(sections)
  const questions = [
    ...kiswahiliQuestions.filter((question) => question.language === 'sw').slice(0, 10),
    ...retrievalQuestions.filter((question) => question.language === 'en').slice(0, 10),
  ]
  return questions.map(({ question, language: locale }) => {
    const [hit] = retrieval[locale].findSections(question)
    if (!hit) throw new Error(`No guide section found for "${question}"`)
    const whole = sections[locale].find((section) => section.slug === hit.slug && section.anchor === hit.anchor)
    const sectionText = plainText(`${hit.title}: ${hit.heading ?? ''}\n${whole?.text ?? hit.text}`)
    const t = phoneMessages[locale].sms
    const link = guideShortUrl(SITE, { locale, slug: hit.slug, anchor: hit.anchor })
    // The offline answer as offlineAnswerSms writes it, before its normaliser and cut.
    const rawAnswer = [
      t.offline.unavailable,
      t.askExpert,
      `${hit.heading ?? hit.title}: ${hit.excerpt}`,
      t.more(link),
    ].join('\n')
    const sent = offlineAnswerSms({ quoted: [hit], kinds: [], locale, link, spent: false })
    return {
      question,
      locale,
      section: `${hit.slug}#${hit.anchor ?? ''}`,
      sectionBefore: countSms(sectionText),
      sectionAfter: countSms(normaliseForSms(sectionText, locale)),
      answerBefore: countSms(rawAnswer),
      answerAfter: countSms(sent),
    }
  })
}

const cell = (count: SmsCount) => `${count.segments} (${count.encoding}, ${count.characters})`

export function formatRows(rows: SegmentRow[]): string {
  const lines = [
    '| # | Question | Lang | Section | Whole section: before | after | Offline SMS answer: before | as sent | Characters outside GSM-7 before |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row, index) =>
        `| ${index + 1} | ${row.question.replace(/\|/g, '/')} | ${row.locale} | ${row.section} | ${cell(row.sectionBefore)} | ${cell(row.sectionAfter)} | ${cell(row.answerBefore)} | ${cell(row.answerAfter)} | ${[...new Set([...row.sectionBefore.nonGsm, ...row.answerBefore.nonGsm])].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ') || '-'} |`,
    ),
  ]
  const sum = (pick: (row: SegmentRow) => SmsCount) => rows.reduce((total, row) => total + pick(row).segments, 0)
  const ucs = (pick: (row: SegmentRow) => SmsCount) => rows.filter((row) => pick(row).encoding === 'UCS-2').length
  lines.push(
    '',
    `Whole sections: ${sum((row) => row.sectionBefore)} segments before the normaliser (${ucs((row) => row.sectionBefore)} of ${rows.length} UCS-2), ${sum((row) => row.sectionAfter)} after (${ucs((row) => row.sectionAfter)} UCS-2).`,
    `Offline SMS answers: ${sum((row) => row.answerBefore)} segments before the normaliser and the cut (${ucs((row) => row.answerBefore)} UCS-2), ${sum((row) => row.answerAfter)} as sent (${ucs((row) => row.answerAfter)} UCS-2, none over 3).`,
  )
  return lines.join('\n')
}
