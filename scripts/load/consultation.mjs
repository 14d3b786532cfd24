// A consultation request as a browser posts the form to its page (/ask-expert's action), from
// the client `address` (the servers trust X-Forwarded-For from the loopback proxy): the load and
// fault scripts' way to reach the submission limit and the database. The page answers 200 once
// stored (it is the confirmation), 429 over the limit, 503 when the database could not store it.

/** @param {string} origin @param {string} address @param {number} n  the request's number, in its email and text */
export function submitConsultation(origin, address, n) {
  return fetch(`${origin}/ask-expert`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
    body: new URLSearchParams({
      name: 'Test Farmer',
      email: `scripted-${n}@example.org`,
      topic: 'soil-health',
      message: `Request ${n}: my maize leaves turn yellow from the tips, what should I do?`,
    }),
  })
}
