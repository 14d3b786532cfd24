import type { ConsultationFormAnswer } from './consultation-answer'

/**
 * The `clientAction` of a page with the consultation form: its own action on the server, and an
 * answer the form can act on when none came (it keeps the words on the device and sends them
 * again). fetch fails with a TypeError when nothing answered (no signal, the server down);
 * anything else is an answer that was not ours (a proxy's error page, a cut-off body).
 */
export async function consultationClientAction({
  serverAction,
}: {
  serverAction: () => Promise<unknown>
}): Promise<ConsultationFormAnswer> {
  try {
    return (await serverAction()) as ConsultationFormAnswer
  } catch (error) {
    return { outcome: { kind: error instanceof TypeError ? 'offline' : 'unavailable' } }
  }
}
