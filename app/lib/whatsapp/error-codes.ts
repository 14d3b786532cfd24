// What an error of the Cloud API means for the message we tried to send. Meta asks callers to
// decide on the numeric `code` (never the title in `message`, which it will drop), so the
// outbox does: wait and try again (throughput, pair rate, a fault on Meta's side), send the
// approved template instead (the 24-hour window is closed), fix our settings (a token or
// permission refused: the operator is told, the message waits), or give up (the farmer cannot
// get it, or we sent something WhatsApp refuses).

export type GraphErrorAction =
  /** Try the same message again later. */
  | { kind: 'retry'; afterMs: number }
  /** Free text is refused outside the 24-hour window: only a template may go. */
  | { kind: 'window-closed' }
  /** Our token or permissions are refused: the operator must act; the message waits. */
  | { kind: 'settings'; afterMs: number }
  /** This message will never go: it is marked failed. */
  | { kind: 'final' }

const SECOND_MS = 1000
const MINUTE_MS = 60 * SECOND_MS

/**
 * The codes we act on. Titles as Meta's error code page names them; the waits are ours, long
 * enough that a refused message is never tried in a tight loop.
 */
export const GRAPH_ERROR_CODES: Record<number, { title: string; action: GraphErrorAction }> = {
  // Authorization: the token expired, was revoked, or lacks the WhatsApp permissions.
  0: { title: 'AuthException', action: { kind: 'settings', afterMs: 10 * MINUTE_MS } },
  3: { title: 'API method', action: { kind: 'settings', afterMs: 10 * MINUTE_MS } },
  10: { title: 'Permission denied', action: { kind: 'settings', afterMs: 10 * MINUTE_MS } },
  190: { title: 'Access token has expired', action: { kind: 'settings', afterMs: 10 * MINUTE_MS } },
  // The business account is blocked, locked or unpaid: the operator must act with Meta; the
  // answers wait (until they are stale) rather than fail for good.
  368: { title: 'Temporarily blocked for policies violations', action: { kind: 'settings', afterMs: 60 * MINUTE_MS } },
  131031: { title: 'Account has been locked', action: { kind: 'settings', afterMs: 60 * MINUTE_MS } },
  131042: { title: 'Business eligibility payment issue', action: { kind: 'settings', afterMs: 60 * MINUTE_MS } },
  // Throttling: the app's calls, the number's throughput, spam protection, one farmer's pair rate.
  4: { title: 'API too many calls', action: { kind: 'retry', afterMs: MINUTE_MS } },
  80007: { title: 'Rate limit issues', action: { kind: 'retry', afterMs: MINUTE_MS } },
  130429: { title: 'Rate limit hit', action: { kind: 'retry', afterMs: 5 * SECOND_MS } },
  131048: { title: 'Spam rate limit hit', action: { kind: 'retry', afterMs: 30 * MINUTE_MS } },
  131056: {
    title: '(Business Account, Consumer Account) pair rate limit hit',
    action: { kind: 'retry', afterMs: 10 * SECOND_MS },
  },
  // Meta's side failed or is busy.
  1: { title: 'API Unknown', action: { kind: 'retry', afterMs: 30 * SECOND_MS } },
  2: { title: 'API Service', action: { kind: 'retry', afterMs: 30 * SECOND_MS } },
  131000: { title: 'Something went wrong', action: { kind: 'retry', afterMs: 30 * SECOND_MS } },
  131016: { title: 'Service unavailable', action: { kind: 'retry', afterMs: MINUTE_MS } },
  133004: { title: 'Server temporarily unavailable', action: { kind: 'retry', afterMs: MINUTE_MS } },
  // The 24-hour customer service window is closed: a template, never free text.
  131047: { title: 'Re-engagement message', action: { kind: 'window-closed' } },
  // The farmer cannot get it, or the message is one WhatsApp refuses: never tried again.
  100: { title: 'Invalid parameter', action: { kind: 'final' } },
  131008: { title: 'Required parameter is missing', action: { kind: 'final' } },
  131009: { title: 'Parameter value is not valid', action: { kind: 'final' } },
  131021: { title: 'Recipient cannot be sender', action: { kind: 'final' } },
  131026: { title: 'Message undeliverable', action: { kind: 'final' } },
  131051: { title: 'Unsupported message type', action: { kind: 'final' } },
  131052: { title: 'Media download error', action: { kind: 'final' } },
  131053: { title: 'Media upload error', action: { kind: 'final' } },
  132000: { title: 'Template param count mismatch', action: { kind: 'final' } },
  132001: { title: 'Template does not exist', action: { kind: 'settings', afterMs: 60 * MINUTE_MS } },
  132012: { title: 'Template parameter format mismatch', action: { kind: 'final' } },
}

/** What to do after the Graph API refused a call with `code` (and HTTP `status`). */
export function graphErrorAction(code: number | undefined, status: number): GraphErrorAction {
  const known = code === undefined ? undefined : GRAPH_ERROR_CODES[code]
  if (known) return known.action
  // An unknown code: a 5xx or 429 is Meta's trouble and passes; another 4xx is ours and would not.
  if (status === 429 || status >= 500) return { kind: 'retry', afterMs: MINUTE_MS }
  if (status === 401 || status === 403) return { kind: 'settings', afterMs: 10 * MINUTE_MS }
  return { kind: 'final' }
}
