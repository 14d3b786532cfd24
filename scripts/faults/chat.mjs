// POST /api/chat as the chat panel sends it, each call from its own client address.

let clientNumber = 0

/** @param {string} origin @param {string} question */
export function postQuestion(origin, question, { signal } = /** @type {{ signal?: AbortSignal }} */ ({})) {
  clientNumber++
  return fetch(`${origin}/api/chat`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // 198.18.0.0/15, the benchmarking range: one client per call, so per-client spacing never waits.
      'x-forwarded-for': `198.19.${(clientNumber >> 8) & 255}.${clientNumber & 255}`,
    },
    body: JSON.stringify({ question, locale: 'en' }),
    signal,
  })
}

/** The JSON lines of a streamed answer, read to its end. @param {Response} response */
export async function readLines(response) {
  const text = await response.text()
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line))
}

/** @param {boolean} condition @param {string} message @returns {asserts condition} */
export function check(condition, message) {
  if (!condition) throw new Error(message)
}
