// `npm run probe`: hostile, malformed and edge inputs replayed against the production build (built
// first) with a fake AI service. Fails on any 500, any redirect or same-page link to another site,
// any personal data a probe sent appearing in the server's log, and any log line a client forged.
//
//   npm run probe                  every probe
//   PROBE_PORT=3390                the first of the loopback ports used (default 3390)
import { startFakeGemini, startServer } from './load/processes.mjs'

const basePort = Number(process.env.PROBE_PORT ?? 3390)
const EVIL = 'evil.example'
// What a farmer might type: none of it may reach the log.
const PERSON = { name: 'Probe Wambui Personname', email: 'probe.personal@example.org', phone: '0712998877' }
const FORGED = '\n{"level":60,"forged":"probe"}\r\n'
const MESSAGE = 'My maize leaves turn yellow from the tips after the rains. What should I do?'

/** @typedef {{ name: string, path: string, method?: string, headers?: Record<string, string>, body?: BodyInit, expect?: number[] }} Probe */

const form = (/** @type {Record<string, string>} */ fields) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})
const consultation = { ...PERSON, topic: 'soil-health', message: MESSAGE }
const multipart = () => {
  const body = new FormData()
  for (const [key, value] of Object.entries(consultation)) body.set(key, value)
  return body
}

/** @type {Probe[]} */
const PROBES = [
  // Paths: other sites hidden in them, traversal, odd bytes, length.
  ...[
    '/sw//evil.example',
    '//evil.example',
    '/sw/%2F%2Fevil.example',
    '/sw/\\evil.example',
    '/sw///evil.example/x',
  ].map((path) => ({ name: `path ${JSON.stringify(path)}`, path, expect: [404, 301, 308, 200] })),
  ...[
    '/articles/..%2f..%2fetc%2fpasswd',
    '/assets/..%2f..%2fpackage.json',
    '/images/%2e%2e/%2e%2e/package.json',
    '/articles/%00',
    '/articles/%ff%fe',
    '/articles/%zz',
    `/articles/${'a'.repeat(4000)}`,
    '/sw/articles/<script>alert(1)</script>',
    '/videos?page=-1&category=%00',
    '/articles?topic=' + encodeURIComponent(FORGED),
    '/ask-expert/requests/not-a-token',
    '/ask-expert/requests/' + 'A'.repeat(300),
    '/expert/requests/%00',
    '/api/topic-guides/..%2f..',
    '/api/topic-videos/%ff',
    '/images/photos/..%2f..%2fserver-app%2findex.js',
  ].map((path) => ({ name: `path ${path.slice(0, 60)}`, path, expect: [200, 301, 302, 308, 400, 404] })),
  // Methods a page does not take.
  ...['DELETE', 'PUT', 'PATCH'].flatMap((method) =>
    ['/', '/contact', '/articles', '/sw/ask-expert', '/expert/sign-in', '/data-saver'].map((path) => ({
      name: `${method} ${path}`,
      path,
      method,
      expect: [405],
    })),
  ),
  { name: 'GET /data-saver', path: '/data-saver', expect: [405] },
  { name: 'GET /api/chat', path: '/api/chat', expect: [405] },
  { name: 'POST / (no action)', path: '/', method: 'POST', ...form({ a: '1' }), expect: [405] },
  // The consultation form, posted every wrong way.
  ...['/contact', '/sw/contact', '/ask-expert'].flatMap((path) => [
    // A browser may send a form either way: both are forms.
    { name: `${path} multipart`, path, method: 'POST', body: multipart(), expect: [200] },
    {
      name: `${path} JSON`,
      path,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(consultation),
      expect: [415],
    },
    {
      name: `${path} no content type`,
      path,
      method: 'POST',
      body: new TextEncoder().encode(new URLSearchParams(consultation).toString()),
      expect: [415],
    },
    {
      name: `${path} text/plain`,
      path,
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'name=x',
      expect: [415],
    },
    {
      name: `${path} malformed urlencoded`,
      path,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=%zz&email=%',
      expect: [400],
    },
    {
      name: `${path} control and bidirectional characters in name and phone`,
      path,
      method: 'POST',
      ...form({ ...consultation, name: `Wambui\u202e${FORGED}`, phone: '0712\u0000998877' }),
      expect: [400],
    },
    { name: `${path} empty form`, path, method: 'POST', ...form({}), expect: [400] },
    {
      name: `${path} 2 MB message`,
      path,
      method: 'POST',
      ...form({ ...consultation, message: 'x'.repeat(2_000_000) }),
      expect: [400, 413],
    },
  ]),
  // The data saver switch: back to our own pages only, and never from another site.
  ...[
    '//evil.example',
    '/\t/evil.example',
    '/\\evil.example',
    `https://${EVIL}/`,
    `/\r\nSet-Cookie: probe=1`,
    FORGED,
  ].map((back) => ({
    name: `data saver back=${JSON.stringify(back)}`,
    path: '/data-saver',
    method: 'POST',
    ...form({ dataSaver: 'on', back }),
    expect: [303],
  })),
  {
    name: 'data saver from another site',
    path: '/data-saver',
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: `https://${EVIL}`,
      'sec-fetch-site': 'cross-site',
    },
    body: 'dataSaver=on&back=/',
    expect: [403],
  },
  { name: 'data saver multipart', path: '/data-saver', method: 'POST', body: new FormData(), expect: [415, 303] },
  // "Delete my request": an unknown link, no confirmation, another site's form.
  {
    name: 'delete: unknown link',
    path: '/ask-expert/requests/not-a-token/delete',
    method: 'POST',
    ...form({ confirm: 'yes' }),
    expect: [404],
  },
  {
    name: 'delete: from another site',
    path: `/ask-expert/requests/${'A'.repeat(43)}/delete`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    body: 'confirm=yes',
    expect: [403],
  },
  // The expert sign-in and the assistant's API.
  {
    name: 'sign-in JSON',
    path: '/expert/sign-in',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: PERSON.email, password: 'x' }),
    expect: [415],
  },
  {
    name: 'sign-in 1 MB password',
    path: '/expert/sign-in',
    method: 'POST',
    ...form({ email: PERSON.email, password: 'p'.repeat(1_000_000) }),
    expect: [400, 403, 413],
  },
  {
    name: 'sign-out from another site',
    path: '/expert/sign-out',
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `https://${EVIL}` },
    body: 'csrf=x',
    expect: [403, 302, 303],
  },
  {
    name: 'chat: not JSON',
    path: '/api/chat',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{',
    expect: [400],
  },
  {
    name: 'chat: form body',
    path: '/api/chat',
    method: 'POST',
    ...form({ message: 'x' }),
    expect: [400, 415],
  },
  {
    name: 'chat: forged log line in the question',
    path: '/api/chat',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ messages: [{ role: 'user', content: `${PERSON.email} ${FORGED}` }] }),
    expect: [200, 400],
  },
  // Headers.
  {
    name: 'junk X-Forwarded-For',
    path: '/',
    headers: { 'x-forwarded-for': `not-an-ip, ${FORGED.trim()}` },
    expect: [200],
  },
  { name: 'junk cookie', path: '/', headers: { cookie: 'data-saver=%E0%A4%A; tujue_expert_session=%' }, expect: [200] },
  { name: 'junk Accept-Language', path: '/', headers: { 'accept-language': '*;q=zz,,,' }, expect: [200] },
  { name: 'metrics without token', path: '/metrics', expect: [401, 403, 404] },
]

const fake = await startFakeGemini({ port: basePort + 1 })
const server = await startServer({
  port: basePort,
  geminiUrl: fake.url,
  env: { TRUST_PROXY: '127.0.0.1' },
})
/** @type {{ name: string, status: number | string, problems: string[] }[]} */
const results = []
try {
  for (const [index, probe] of PROBES.entries()) {
    const problems = []
    let status
    try {
      const response = await fetch(`${server.url}${probe.path}`, {
        method: probe.method ?? 'GET',
        headers: { 'x-forwarded-for': `198.18.${Math.floor(index / 200)}.${index % 200}`, ...probe.headers },
        body: probe.body,
        redirect: 'manual',
      })
      status = response.status
      const location = response.headers.get('location')
      if (location && new URL(location, server.url).origin !== server.url)
        problems.push(`redirects off-site to ${location}`)
      const text = await response.text()
      if (/(href|action)="(\/\/|\/\\|https?:\/\/)evil\.example/i.test(text)) problems.push('links to another site')
      if (status >= 500 && status !== 503) problems.push(`answered ${status}`)
      if (probe.expect && !probe.expect.includes(status))
        problems.push(`expected ${probe.expect.join(' or ')}, got ${status}`)
    } catch (error) {
      status = 'no answer'
      problems.push(/** @type {Error} */ (error).message)
    }
    results.push({ name: probe.name, status, problems })
  }
} finally {
  await server.stop()
  await fake.close()
}

// The log: no personal data, and no line a client made up.
const log = server.output.join('')
const leaks = Object.values(PERSON).filter((value) => log.includes(value))
const forged = log.split('\n').filter((line) => line.includes('"forged"') && line.trim().startsWith('{"level":60'))
const failed = results.filter((result) => result.problems.length > 0)
for (const result of failed) console.log(`FAIL ${result.name}: ${result.problems.join('; ')}`)
if (leaks.length > 0) console.log(`FAIL the log holds personal data a probe sent: ${leaks.join(', ')}`)
if (forged.length > 0) console.log(`FAIL a client forged ${forged.length} log line(s): ${forged[0]}`)
console.log(
  `\n${PROBES.length} inputs tried: ${PROBES.length - failed.length} answered as expected (no 500, no off-site redirect or link); ` +
    `${leaks.length} personal values and ${forged.length} forged lines in the log`,
)
process.exitCode = failed.length > 0 || leaks.length > 0 || forged.length > 0 ? 1 : 0
