// A consultation request as the form sends it (POST /api/consultations), from the client
// `address` (the servers trust X-Forwarded-For from the loopback proxy): the load and fault
// scripts' way to reach the submission limit and the database.

/** @param {string} origin @param {string} address @param {number} n  the request's number, in its email and text */
export function submitConsultation(origin, address, n) {
  return fetch(`${origin}/api/consultations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      name: 'Test Farmer',
      email: `scripted-${n}@example.org`,
      topic: 'soil-health',
      message: `Request ${n}: my maize leaves turn yellow from the tips, what should I do?`,
      locale: 'en',
    }),
  })
}
