import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { openDatabase } from '~/lib/database/database.server'
import { findConsultationRequestByToken } from '~/lib/consultation-requests/consultation-requests.server'
import { baseURL, e2eDatabaseURL } from '../playwright.config'
import { expect, test } from './fixtures'
import { axe, WCAG_TAGS } from './axe'

// The experts' side of the consultations: an account made with the operator's
// command, sign-in, the inbox, an answer the farmer sees, and what is refused.

const unique = () => randomBytes(4).toString('hex')

/**
 * Zero axe violations (WCAG 2.2 A and AA) in the page's main part; the header and footer around it
 * are the public pages' own, which accessibility.spec.ts checks (and axe over them is slow here).
 */
async function expectAccessible(page: Page) {
  const results = await axe(page).include('main').withTags(WCAG_TAGS).analyze()
  expect(results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }))).toEqual([])
}

/** `npm run expert -- add NAME EMAIL` against the e2e server's database; returns the one-time password. */
function makeExpert(name: string, email: string) {
  const output = execFileSync(process.execPath, ['build/server-app/expert.js', 'add', name, email], {
    env: { ...process.env, DATABASE_URL: e2eDatabaseURL },
    encoding: 'utf8',
  })
  expect(output).toContain('privately')
  const password = /One-time password: (\S+)/.exec(output)?.[1]
  if (!password) throw new Error(`The expert command printed no password:\n${output}`)
  return password
}

/** A farmer's question, posted to the page as the consultation form is; its reference and private status page. */
async function askQuestion(request: APIRequestContext, name: string) {
  const response = await request.post('/ask-expert', {
    form: {
      name,
      email: 'farmer@example.org',
      phone: '',
      topic: 'rice-farming',
      message: 'My rice leaves have brown spots with grey centres. What should I do?',
      leave_this_empty: '',
    },
    // A client of its own, so the form's per-client limit never meets another test's questions.
    headers: { 'X-Forwarded-For': `192.0.2.${1 + (randomBytes(1)[0]! % 250)}` },
  })
  expect(response.status()).toBe(200)
  const page = await response.text()
  const reference = /data-testid="consultation-reference"[^>]*>(TU-[\w-]+)</.exec(page)?.[1] ?? ''
  const statusPath = /href="(\/ask-expert\/requests\/[\w-]{43})"/.exec(page)?.[1] ?? ''
  expect(reference).toMatch(/^TU-/)
  return { reference, statusPath, token: statusPath.split('/').at(-1)! }
}

async function statusOf(token: string) {
  const database = await openDatabase(e2eDatabaseURL)
  try {
    return await findConsultationRequestByToken(database.db, token)
  } finally {
    await database.close()
  }
}

/** The sign-in form's CSRF token; its cookie stays in the request context. */
async function signInToken(request: APIRequestContext, client: string) {
  const page = await (await request.get('/expert/sign-in', { headers: { 'X-Forwarded-For': client } })).text()
  return /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? ''
}

/** Signs in over HTTP (the request context keeps the cookies), as a browser without script would. */
async function signIn(request: APIRequestContext, email: string, password: string, client = '198.51.100.1') {
  const csrf = await signInToken(request, client)
  return request.post('/expert/sign-in', {
    form: { csrf, email, password },
    headers: { 'X-Forwarded-For': client },
    maxRedirects: 0,
  })
}

test('an expert made with the command signs in, finds the question, answers it, and the farmer’s status page shows the reply', async ({
  page,
  request,
}) => {
  // Two password hashes and two axe runs: more than a minute on a busy 2-core machine.
  test.setTimeout(120_000)
  const email = `expert-${unique()}@example.org`
  const password = makeExpert('Jane Wanjiru', email)
  const farmer = `Farmer ${unique()}`
  const stored = await askQuestion(request, farmer)

  await page.goto('/expert')
  await expect(page).toHaveURL(/\/expert\/sign-in$/)
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Expert inbox' })).toBeVisible()
  await expect(page.getByText('Signed in as Jane Wanjiru')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: `${stored.reference} · ${farmer}` }).click()

  await expect(page.getByRole('heading', { level: 1, name: `Question ${stored.reference}` })).toBeVisible()
  await page.getByRole('button', { name: 'Mark as being answered' }).click()
  await expect(page.getByRole('status').filter({ hasText: /Marked as being answered/ })).toBeVisible()
  expect((await statusOf(stored.token))?.status).toBe('answering')

  await page.getByLabel('Your reply to the farmer').fill('This is rice blast. Send us a photo of the leaves.')
  await page.getByRole('button', { name: 'Send reply' }).click()
  await expect(page.getByRole('status').filter({ hasText: /Reply saved/ })).toBeVisible()
  // The e2e server has no SMTP: the reply goes out from the expert's mail app.
  const mailLink = page.getByRole('link', { name: 'Open in mail app' })
  await expect(mailLink).toHaveAttribute('href', /^mailto:farmer@example\.org\?subject=.*TU-/)
  await expectAccessible(page)
  expect(await statusOf(stored.token)).toMatchObject({
    status: 'answered',
    reply: 'This is rice blast. Send us a photo of the leaves.',
  })

  // The farmer's private status page reads the same row: the reply is there at once.
  await page.goto(stored.statusPath)
  await expect(page.getByRole('listitem').filter({ has: page.getByText('Answered', { exact: true }) })).toHaveAttribute(
    'aria-current',
    'step',
  )
  await expect(page.getByText('This is rice blast. Send us a photo of the leaves.')).toBeVisible()

  await page.goto('/expert')
  await page.getByLabel('Status').selectOption('answered')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/status=answered/)
  await expect(page.getByRole('link', { name: `${stored.reference} · ${farmer}` })).toBeVisible()
})

test('a wrong password is refused, and a client is locked out after 20 failed sign-ins (429)', async ({
  page,
  request,
}) => {
  const email = `expert-${unique()}@example.org`
  makeExpert('John Otieno', email)
  await page.goto('/expert/sign-in')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('That email address and password do not match an expert account.')
  await expectAccessible(page)

  // One client (its own address through the trusted local proxy) trying many accounts, a few at
  // a time: each refusal costs the server a password hash, so one by one would take long here.
  const client = `203.0.113.${1 + (randomBytes(1)[0]! % 250)}`
  const csrf = await signInToken(request, client)
  const guess = (account: string) =>
    request.post('/expert/sign-in', {
      form: { csrf, email: account, password: 'wrong' },
      headers: { 'X-Forwarded-For': client },
      maxRedirects: 0,
    })
  for (let batch = 0; batch < 4; batch += 1) {
    const responses = await Promise.all(Array.from({ length: 5 }, () => guess(`guess-${unique()}@example.org`)))
    expect(responses.map((response) => response.status())).toEqual([401, 401, 401, 401, 401])
  }
  const locked = await guess(email)
  expect(locked.status()).toBe(429)
  expect(await locked.text()).toContain('Too many failed sign-ins. Try again in 15 minutes.')
})

test('a form posted without its CSRF token is refused with 403 and changes nothing', async ({ request }) => {
  const email = `expert-${unique()}@example.org`
  const password = makeExpert('Amina Hassan', email)
  const stored = await askQuestion(request, `Farmer ${unique()}`)

  const noToken = await request.post('/expert/sign-in', { form: { email, password }, maxRedirects: 0 })
  expect(noToken.status()).toBe(403)

  expect((await signIn(request, email, password, '198.51.100.7')).status()).toBe(302)
  const inbox = await (await request.get('/expert')).text()
  const id = new RegExp(`href="/expert/requests/([^"]+)"[^>]*>${stored.reference}`).exec(inbox)?.[1]
  expect(id).toBeDefined()
  const forged = await request.post(`/expert/requests/${id}`, {
    form: { intent: 'reply', reply: 'A forged reply, long enough.' },
  })
  expect(forged.status()).toBe(403)
  expect(await forged.text()).toContain('nothing was changed')
  expect(await statusOf(stored.token)).toMatchObject({ status: 'received', reply: null })

  // An unknown request is a 404 that is as private as the rest.
  const unknown = await request.get('/expert/requests/no-such-request')
  expect(unknown.status()).toBe(404)
  expect(unknown.headers()['cache-control']).toBe('no-store')
  expect(unknown.headers()['x-robots-tag']).toBe('noindex')
})

test('the expert pages are private: never pre-rendered, cached or indexed', async ({ request, playwright }) => {
  for (const [path, signInPath] of [
    ['/expert', '/expert/sign-in'],
    ['/sw/expert', '/sw/expert/sign-in'],
  ]) {
    // A page rendered at start-up would answer 200 from memory; this one asks who is there.
    const response = await request.get(path!, { maxRedirects: 0 })
    expect(response.status(), path).toBe(302)
    expect(response.headers()['location'], path).toBe(signInPath)
    expect(response.headers()['cache-control'], path).toBe('no-store')
    expect(response.headers()['x-robots-tag'], path).toBe('noindex')
  }
  // Behind the local HTTPS proxy (trusted, as in production), the cookies are Secure; over plain
  // HTTP they cannot be. (A context of its own: this one would send its cookie back, and get none.)
  const proxied = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-Proto': 'https' } })
  const overHttps = await proxied.get('/expert/sign-in')
  expect(overHttps.headers()['set-cookie']).toMatch(
    /^tujue_expert_sign_in=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
  )
  await proxied.dispose()
  const signInPage = await request.get('/expert/sign-in')
  expect(signInPage.headers()['cache-control']).toBe('no-store')
  expect(signInPage.headers()['set-cookie']).toMatch(/; HttpOnly; SameSite=Lax$/)
  expect(await signInPage.text()).toContain('<meta name="robots" content="noindex"/>')
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Disallow: \/expert\nDisallow: \/sw\/expert\n/)
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/expert')
})
