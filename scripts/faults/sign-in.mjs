// The experts' sign-in under a burst, as a fault scenario drives it: an expert account made with
// the operator's command, sign-in attempts posted as the form posts them (its CSRF cookie and
// field), each from the client address it names (the servers trust X-Forwarded-For from the
// loopback), and a static file timed while they run.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Makes an expert account in the server's database with `npm run expert -- add`; returns its password.
 * @param {{ buildDir?: string, databaseUrl: string, name: string, email: string }} options
 */
export function addExpert({ buildDir = 'build', databaseUrl, name, email }) {
  const output = execFileSync(process.execPath, [path.join(buildDir, 'server-app/expert.js'), 'add', name, email], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  })
  const password = /One-time password: (\S+)/.exec(output)?.[1]
  if (!password) throw new Error(`npm run expert printed no password:\n${output}`)
  return password
}

/**
 * The sign-in form's CSRF token and its cookie, as a browser gets them from the page.
 * @param {string} origin
 */
export async function signInForm(origin) {
  const response = await fetch(`${origin}/expert/sign-in`)
  const html = await response.text()
  const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1]
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('tujue_expert_sign_in='))
  if (!token || !cookie) throw new Error(`the sign-in page gave no CSRF token (${response.status})`)
  return { token, cookie: /** @type {string} */ (cookie.split(';')[0]) }
}

/**
 * One sign-in attempt; resolves with its status (303 signed in, 401 wrong, 429 refused, 503 busy).
 * @param {string} origin
 * @param {{ token: string, cookie: string }} form
 * @param {{ email: string, password: string, address: string }} attempt
 */
export async function signIn(origin, form, { email, password, address }) {
  const response = await fetch(`${origin}/expert/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: form.cookie,
      'x-forwarded-for': address,
    },
    body: new URLSearchParams({ csrf: form.token, email, password }),
  })
  await response.body?.cancel()
  return response.status
}

/**
 * Times GET `filePath` one request after another until `until` settles; the times in ms.
 * @param {string} origin @param {string} filePath @param {Promise<unknown>} until
 */
export async function timeStaticFile(origin, filePath, until) {
  let done = false
  void until.finally(() => (done = true))
  /** @type {number[]} */
  const times = []
  while (!done || times.length < 5) {
    const started = performance.now()
    const response = await fetch(`${origin}${filePath}`)
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${filePath} answered ${response.status}`)
    times.push(performance.now() - started)
    await sleep(20)
  }
  return times
}

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** @param {number[]} statuses */
export function countStatuses(statuses) {
  /** @type {Record<number, number>} */
  const counts = {}
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1
  return counts
}
