// The USSD menu as a pure function of what the farmer typed since dialling. The gateway sends
// the whole path on every step ("3*1*Majani yana madoa"), so the menu keeps no session: it
// replays the path from the top, "0" going back a screen and "00" home, and answers the last
// step with the screen to show and, at most, one thing to do (store a question, send a guide by
// SMS, record a county). Nothing here waits for the assistant: a question is stored and the
// session ends; the answer follows by SMS. Every screen fits one USSD page: 160 GSM-7 characters.
import type { ConsultationTopic } from '~/content/consultation-topics'
import { CONSULTATION_TOPICS } from '~/content/consultation-topics'
import type { ConsultationStatus } from '~/content/consultation-statuses'
import { FARM_CROPS, findCounty, type County, type FarmCrop } from '~/content/farmer-profile'
import type { TopicSlug } from '~/content/schema'
import type { Locale } from '~/i18n/locale'
import { phoneMessages } from '~/i18n/phone'
import { normaliseForSms } from '~/lib/sms/normalise'
import { countSms } from '~/lib/sms/segments'

/** The most a USSD page holds: one SMS segment's worth of GSM-7. */
export const USSD_SCREEN_LIMIT = 160

export interface UssdGuide {
  slug: TopicSlug
  sections: Array<{ anchor: string | null; heading: string | null }>
}

export interface UssdContext {
  /** The farmer's language as stored; the path may change it ("6*2"). */
  locale: Locale
  optedOut: boolean
  county: string | null
  crops: FarmCrop[]
  /** The farmer's latest request to an expert. */
  latestRequest: { reference: string; status: ConsultationStatus } | null
  /** The guides in each language, in the menu's order. */
  guides: Record<Locale, UssdGuide[]>
}

export type UssdAction =
  | { type: 'ask-question'; question: string; locale: Locale }
  | { type: 'send-guide'; slug: TopicSlug; anchor: string | null; heading: string; locale: Locale }
  | { type: 'ask-expert'; topic: ConsultationTopic; message: string; locale: Locale }
  | { type: 'resend-answer'; locale: Locale }
  | { type: 'set-county'; county: County }
  | { type: 'set-crops'; crops: FarmCrop[] }
  | { type: 'set-language'; locale: Locale }
  | { type: 'opt-in'; locale: Locale }

export interface UssdReply {
  /** false: the screen waits for the farmer's answer (CON); true: the session ends (END). */
  end: boolean
  /** The screen. For `ask-expert`, empty: the route shows `requestSentScreen` with the new reference. */
  text: string
  action?: UssdAction
}

type State =
  | { at: 'root' }
  | { at: 'opted-out' }
  | { at: 'ask' }
  | { at: 'guide-topics'; page: number }
  | { at: 'guide-sections'; guide: number; page: number }
  | { at: 'expert-topics' }
  | { at: 'expert-describe'; topic: ConsultationTopic }
  | { at: 'expert-confirm'; topic: ConsultationTopic; message: string }
  | { at: 'status' }
  | { at: 'profile' }
  | { at: 'county'; typed?: string }
  | { at: 'county-saved'; county: County }
  | { at: 'crops' }
  | { at: 'crops-saved'; crops: FarmCrop[] }
  | { at: 'language' }

type Step =
  | { push: State; action?: UssdAction }
  /** In place of the current screen: "back" from it goes where "back" from the current one would. */
  | { swap: State; action?: UssdAction }
  /** The same screen again, with a word on what went wrong. */
  | { again: string; replace?: State }
  | { end: string; action?: UssdAction }
  | { home: true; notice?: string; action?: UssdAction }

/** The farmer's path as the gateway sends it: "" at dialling, then each answer joined by "*". */
export function ussdReply(path: string, context: UssdContext): UssdReply {
  const inputs = path === '' ? [] : path.split('*').map((input) => input.trim())
  let locale = context.locale
  let stack: State[] = [{ at: 'root' }]
  let notice: string | undefined
  let action: UssdAction | undefined
  for (const [index, input] of inputs.entries()) {
    const isLast = index === inputs.length - 1
    notice = undefined
    action = undefined
    if (input === '00') {
      stack = [{ at: 'root' }]
      continue
    }
    if (input === '0') {
      if (stack.length > 1) stack.pop()
      continue
    }
    const current = stack.at(-1)!
    const step = answer(current, input, { ...context, locale })
    if ('end' in step) {
      // An earlier step that ended the session is the gateway's mistake: its END stands.
      return { end: true, text: step.end, action: isLast ? step.action : undefined }
    }
    if ('again' in step) {
      notice = step.again
      if (step.replace) stack[stack.length - 1] = step.replace
      continue
    }
    if ('home' in step) {
      stack = [{ at: 'root' }]
      notice = step.notice
    } else if ('swap' in step) {
      stack[stack.length - 1] = step.swap
    } else {
      stack.push(step.push)
    }
    action = step.action
    if (action?.type === 'set-language') locale = action.locale
  }
  const text = withNotice(notice, render(stack.at(-1)!, { ...context, locale }, stack.length > 1))
  return { end: false, text, action }
}

/** What `input` does on the screen `state`. */
function answer(state: State, input: string, context: UssdContext): Step {
  const t = phoneMessages[context.locale].ussd
  const choice = /^\d{1,2}$/.test(input) ? Number(input) : undefined
  switch (state.at) {
    case 'root': {
      if (context.optedOut && (choice === 1 || choice === 2 || choice === 3)) return { push: { at: 'opted-out' } }
      const next: Record<number, State> = {
        1: { at: 'ask' },
        2: { at: 'guide-topics', page: 0 },
        3: { at: 'expert-topics' },
        4: { at: 'status' },
        5: { at: 'profile' },
        6: { at: 'language' },
      }
      if (choice === 4 && !context.latestRequest) return { end: t.noRequest }
      return choice && next[choice] ? { push: next[choice] } : { again: t.invalid }
    }
    case 'opted-out':
      // Ends the session: the menu that follows depends on the opt-in, which a replay could not see.
      return choice === 1
        ? { end: t.smsStarted, action: { type: 'opt-in', locale: context.locale } }
        : { again: t.invalid }
    case 'ask': {
      const question = input.replace(/\s+/g, ' ').trim()
      if (question.length < 5 || !/\p{L}.*\p{L}/u.test(question)) return { again: t.questionTooShort }
      return { end: t.questionReceived, action: { type: 'ask-question', question, locale: context.locale } }
    }
    case 'guide-topics': {
      const pages = topicPages(context.guides[context.locale], context.locale)
      if (choice === 9 && state.page < pages.length - 1) return { push: { ...state, page: state.page + 1 } }
      const picked = choice ? pages[state.page]![choice - 1] : undefined
      return picked ? { push: { at: 'guide-sections', guide: picked.index, page: 0 } } : { again: t.invalid }
    }
    case 'guide-sections': {
      const guide = context.guides[context.locale][state.guide]!
      const pages = sectionPages(guide, context.locale)
      const page = pages[state.page]!
      if (choice === 9 && state.page < pages.length - 1) return { push: { ...state, page: state.page + 1 } }
      const picked = choice ? page[choice - 1] : undefined
      if (!picked) return { again: t.invalid }
      const section = guide.sections[picked.index]!
      return {
        end: t.guideSent(picked.label),
        action: {
          type: 'send-guide',
          slug: guide.slug,
          anchor: section.anchor,
          heading: picked.label,
          locale: context.locale,
        },
      }
    }
    case 'expert-topics': {
      const topic = choice ? CONSULTATION_TOPICS[choice - 1] : undefined
      return topic ? { push: { at: 'expert-describe', topic } } : { again: t.invalid }
    }
    case 'expert-describe': {
      const message = input.replace(/\s+/g, ' ').trim()
      if (message.length < 10) return { again: t.problemTooShort }
      return { push: { at: 'expert-confirm', topic: state.topic, message } }
    }
    case 'expert-confirm':
      if (choice === 1) {
        return {
          end: '',
          action: { type: 'ask-expert', topic: state.topic, message: state.message, locale: context.locale },
        }
      }
      return choice === 2 ? { end: t.requestCancelled } : { again: t.invalid }
    case 'status':
      if (context.latestRequest?.status === 'answered' && choice === 1) {
        if (context.optedOut) return { push: { at: 'opted-out' } }
        return { end: t.answerResent, action: { type: 'resend-answer', locale: context.locale } }
      }
      return { again: t.invalid }
    case 'profile':
      if (choice === 1) return { push: { at: 'county' } }
      if (choice === 2) return { push: { at: 'crops' } }
      return { again: t.invalid }
    case 'county': {
      const county = findCounty(input)
      if (!county) return { again: '', replace: { at: 'county', typed: input } }
      return { swap: { at: 'county-saved', county }, action: { type: 'set-county', county } }
    }
    case 'crops': {
      const picked = [...new Set(input.replace(/[^\d]/g, ''))].map((digit) => FARM_CROPS[Number(digit) - 1])
      if (picked.length === 0 || picked.some((crop) => crop === undefined)) return { again: t.invalid }
      const crops = FARM_CROPS.filter((crop) => picked.includes(crop))
      return { swap: { at: 'crops-saved', crops }, action: { type: 'set-crops', crops } }
    }
    case 'county-saved':
    case 'crops-saved':
      return { again: t.invalid }
    case 'language': {
      const locale = choice === 1 ? 'sw' : choice === 2 ? 'en' : undefined
      return locale ? { home: true, action: { type: 'set-language', locale } } : { again: t.invalid }
    }
  }
}

/** The screen for `state`, with the way back where there is one. */
function render(state: State, context: UssdContext, canGoBack: boolean): string {
  const t = phoneMessages[context.locale].ussd
  const back = canGoBack ? [t.back] : []
  switch (state.at) {
    case 'root':
      return t.root
    case 'opted-out':
      return t.optedOut
    case 'ask':
      return lines(t.askQuestion, ...back)
    case 'guide-topics': {
      const pages = topicPages(context.guides[context.locale], context.locale)
      const more = state.page < pages.length - 1 ? [t.more] : []
      const items = pages[state.page]!.map((item, index) => `${index + 1} ${item.label}`)
      return lines(t.guideTopicsTitle, ...items, ...more, ...back)
    }
    case 'guide-sections': {
      const guide = context.guides[context.locale][state.guide]!
      const pages = sectionPages(guide, context.locale)
      const more = state.page < pages.length - 1 ? [t.more] : []
      const items = pages[state.page]!.map((item, index) => `${index + 1} ${item.label}`)
      return lines(`${t.guideTopics[guide.slug]}:`, ...items, ...more, ...back)
    }
    case 'expert-topics':
      return lines(
        t.expertTopicsTitle,
        ...CONSULTATION_TOPICS.map((topic, index) => `${index + 1} ${t.expertTopics[topic]}`),
        ...back,
      )
    case 'expert-describe':
      return lines(t.describeProblem, ...back)
    case 'expert-confirm': {
      const room = USSD_SCREEN_LIMIT - countSms(lines(t.confirmRequest(''), ...back)).characters
      return lines(t.confirmRequest(shorten(normaliseForSms(state.message, context.locale), room)), ...back)
    }
    case 'status': {
      const request = context.latestRequest!
      return lines(t.requestStatus[request.status](request.reference), ...back)
    }
    case 'profile': {
      const county = context.county ?? t.notSet
      const frame = lines(t.profile(county, ''), ...back)
      const crops = context.crops.length ? context.crops.map((crop) => t.crops[crop]).join(', ') : t.notSet
      return lines(t.profile(county, shorten(crops, USSD_SCREEN_LIMIT - countSms(frame).characters)), ...back)
    }
    case 'county':
      if (state.typed !== undefined) {
        const typed = shorten(normaliseForSms(state.typed, context.locale), 24)
        return lines(t.unknownCounty(typed), ...back)
      }
      return lines(t.askCounty, ...back)
    case 'county-saved':
      return lines(t.countySaved(state.county), t.back, t.home)
    case 'crops':
      return lines(t.askCrops, ...FARM_CROPS.map((crop, index) => `${index + 1} ${t.crops[crop]}`), ...back)
    case 'crops-saved': {
      const frame = lines(t.cropsSaved(''), t.back, t.home)
      const list = shorten(
        state.crops.map((crop) => t.crops[crop]).join(', '),
        USSD_SCREEN_LIMIT - countSms(frame).characters,
      )
      return lines(t.cropsSaved(list), t.back, t.home)
    }
    case 'language':
      return lines(t.chooseLanguage, ...back)
  }
}

/** The screen shown on ending a request to an expert, with its reference. */
export function requestSentScreen(locale: Locale, reference: string) {
  return phoneMessages[locale].ussd.requestSent(reference)
}

type SectionPage = Array<{ index: number; label: string }>

/** Each guide's pages, made once: every step of every session replays them. */
const pagesOf = new WeakMap<UssdGuide, Partial<Record<Locale, SectionPage[]>>>()

/** A guide's sections as the menu lists them: short labels, as many a page as fit beside its title. */
function sectionPages(guide: UssdGuide, locale: Locale): SectionPage[] {
  const known = pagesOf.get(guide) ?? {}
  pagesOf.set(guide, known)
  return (known[locale] ??= paginate(guide, locale))
}

function paginate(guide: UssdGuide, locale: Locale): SectionPage[] {
  const t = phoneMessages[locale].ussd
  const items = guide.sections.map((section, index) => ({ index, label: sectionLabel(section.heading, locale) }))
  return paginateItems(`${t.guideTopics[guide.slug]}:`, items, locale)
}

/** The guides' topics, as many a page as fit (there are more than nine, and 9 is "More"). */
const topicPagesOf = new WeakMap<UssdGuide[], Partial<Record<Locale, SectionPage[]>>>()

function topicPages(guides: UssdGuide[], locale: Locale): SectionPage[] {
  const known = topicPagesOf.get(guides) ?? {}
  topicPagesOf.set(guides, known)
  const t = phoneMessages[locale].ussd
  const items = guides.map((guide, index) => ({ index, label: t.guideTopics[guide.slug] }))
  return (known[locale] ??= paginateItems(t.guideTopicsTitle, items, locale))
}

/** Numbered items under a title, split into screens that fit one USSD page with "9 More" and "0 Back". */
function paginateItems(title: string, items: SectionPage, locale: Locale): SectionPage[] {
  const t = phoneMessages[locale].ussd
  const pages: SectionPage[] = []
  let page: SectionPage = []
  for (const item of items) {
    const candidate = [...page, item]
    const screen = lines(title, ...candidate.map((entry, index) => `${index + 1} ${entry.label}`), t.more, t.back)
    // Room for the notice of a wrong choice too, which takes the title's place when it must.
    if (page.length > 0 && (countSms(screen).characters > USSD_SCREEN_LIMIT || page.length === 8)) {
      pages.push(page)
      page = [item]
    } else {
      page = candidate
    }
  }
  if (page.length > 0) pages.push(page)
  return pages
}

/** A section's heading short enough for a menu line: "Real-World Example:" becomes "Example:". */
export function sectionLabel(heading: string | null, locale: Locale) {
  if (heading === null) return phoneMessages[locale].ussd.introduction
  const plain = normaliseForSms(heading, locale)
    .replace(/^Real-World Example:\s*/, 'Example: ')
    .replace(/^Mfano Halisi:\s*/, 'Mfano: ')
  return shorten(plain, 40)
}

/** A text cut at a word to at most `max` characters, marked "..", whole if it fits. */
function shorten(text: string, max: number) {
  if (text.length <= max) return text
  const cut = text.slice(0, Math.max(0, max - 2))
  const atWord = cut.lastIndexOf(' ')
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.-]+$/, '')}..`
}

function lines(...parts: string[]) {
  return parts.filter((part) => part !== '').join('\n')
}

/**
 * A screen with a word on what went wrong: before it if both fit, else in place of its first
 * line (a title), else the screen alone: a page never holds more than it can.
 */
function withNotice(notice: string | undefined, screen: string) {
  if (!notice) return screen
  const candidates = [`${notice}\n${screen}`, [notice, ...screen.split('\n').slice(1)].join('\n')]
  return candidates.find((text) => countSms(text).characters <= USSD_SCREEN_LIMIT) ?? screen
}
