// POST /api/chat: the browser's only way to the AI service (docs/assistant.md).
// Takes the client's turn first (spacing and floods, before any parsing or searching),
// validates the question, keeps only the model turns this server signed, finds the guide
// sections that may answer it, and hands both to the assistant (features/chat/answer.server.ts).
// The body's size is bounded once, for every route, by the server (server/body-limit.ts).
import type { Route } from './+types/api.chat'
import { answerQuestion } from '~/features/chat/answer.server'
import { isTooManyRequests } from '~/lib/limits/chat-limits.server'
import { refuse } from '~/features/chat/chat-response.server'
import { ChatRequestSchema } from '~/features/chat/chat-schema'
import { createSafetyPassages } from '~/features/chat/safety-passages.server'
import { createGuideRetrievals } from '~/features/search/guide-retrieval.server'
import { questionLanguage } from '~/features/search/question-language'
import { listGuideSections } from '~/features/topics/queries'
import { clientKey } from '~/lib/limits/client-key'
import { chatMessages } from '~/i18n/chat'

// One index per language, built when the server starts (milliseconds), shared by every question;
// and the guide passages on the safety of each risk kind, found once.
const guideSections = { en: listGuideSections('en'), sw: listGuideSections('sw') }
const guides = createGuideRetrievals(guideSections)
const safetyPassages = createSafetyPassages(guideSections)

export function loader() {
  return refuse('method_not_allowed', 405)
}

export async function action({ request, context }: Route.ActionArgs) {
  // Until the body is read its language is unknown: errors before that are in English, and
  // the chat panel shows its own text for each error code anyway.
  const t = chatMessages.en
  if (request.method !== 'POST') return refuse('method_not_allowed', 405)
  const { limits } = context
  const clientId = clientKey(context.clientAddress)
  try {
    await limits.chat.takeTurn(clientId, request.signal)
  } catch (error) {
    if (isTooManyRequests(error)) return refuse('too_many_requests', 429)
    throw error
  }
  const json = await readJson(request)
  if (json === undefined) return refuse('invalid_request', 400, { message: t.api.notJson })
  const parsed = ChatRequestSchema.safeParse(json)
  if (!parsed.success) {
    const isHistory = parsed.error.issues.every((issue) => issue.path[0] === 'history')
    return refuse('invalid_request', 400, { message: isHistory ? t.api.invalidHistory : t.api.invalidQuestion })
  }

  const { question, locale: pageLocale = 'en' } = parsed.data
  // A "model" turn counts only if this server gave that answer: no free general-purpose model.
  const history = limits.chatTurns.keepSigned(parsed.data.history ?? [])
  // A Kiswahili question is looked up in the Kiswahili guides and answered in Kiswahili.
  const locale = questionLanguage(question, pageLocale)
  // A follow-up ("and how much fertiliser?") is looked up with the farmer's previous question.
  const previousQuestion = history.findLast((turn) => turn.role === 'user')?.text
  const sections = guides[locale].findSections(question, { context: previousQuestion })
  return answerQuestion({
    question,
    history,
    sections,
    locale,
    clientId,
    signal: request.signal,
    limits: limits.chat,
    signer: limits.chatTurns,
    aiModel: context.aiModel,
    safetyPassages,
  })
}

/** The parsed JSON body, or undefined when the request is not JSON. */
async function readJson(request: Request): Promise<unknown> {
  // Only JSON: a cross-site form cannot send it without a CORS preflight we never answer.
  const contentType = request.headers.get('content-type')
  if (!contentType || !/^application\/json\b/i.test(contentType)) return undefined
  try {
    return JSON.parse(await request.text())
  } catch {
    return undefined
  }
}
