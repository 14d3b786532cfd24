import type { ConsultationFormAnswer } from './consultation-answer'

type Receive = (answer: ConsultationFormAnswer) => void

let receive: Receive | undefined

/**
 * The `clientAction` of a page with the consultation form: its own action on the server, and an
 * answer the form can act on when none came (it keeps the words on the device and sends them
 * again). fetch fails with a TypeError when nothing answered (no signal, the server down);
 * anything else is an answer that was not ours (a proxy's error page, a cut-off body).
 * The answer goes straight to the form that sent it (use-send-consultation.ts), not through a
 * render of the page: React may hold that back while a section of the page waits for its script.
 */
export async function consultationClientAction({
  request,
  serverAction,
}: {
  request: Request
  serverAction: () => Promise<unknown>
}): Promise<ConsultationFormAnswer> {
  let answer: ConsultationFormAnswer
  try {
    answer = (await serverAction()) as ConsultationFormAnswer
  } catch (error) {
    answer = { outcome: { kind: error instanceof TypeError ? 'offline' : 'unavailable' } }
  }
  // A send a later one replaced was aborted: its answer is nobody's.
  if (!request.signal.aborted) receive?.(answer)
  return answer
}

/** Where the next answer goes: the form's send waiting for it. */
export function receiveConsultationAnswers(next: Receive | undefined) {
  receive = next
}
