import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { fakeGeminiURL, testGeminiKey } from '../playwright.config'

// The production server as a process: how it starts, and how it stops (SIGTERM) with work in
// flight. Each test runs its own server on a free port, apart from the suite's.

/** A port nobody listens on, and a holder to keep one busy. */
async function holdPort() {
  const holder = createServer()
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
  const { port } = holder.address() as AddressInfo
  return { port, release: () => new Promise<void>((resolve) => holder.close(() => resolve())) }
}

interface Started {
  child: ChildProcess
  origin: string
  stdout: () => string
  stderr: () => string
  exited: Promise<{ code: number | null; at: number }>
}

function startServer(port: number, env: Record<string, string> = {}): Started {
  const child = spawn(process.execPath, ['build/server-app/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${path.join(mkdtempSync(path.join(tmpdir(), 'tujue-lifecycle-')), 'db.sqlite')}`,
      GEMINI_API_KEY: testGeminiKey,
      GEMINI_API_BASE_URL: fakeGeminiURL,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  )
  return { child, origin: `http://127.0.0.1:${port}`, stdout: () => stdout, stderr: () => stderr, exited }
}

async function untilReady({ origin }: Started) {
  await expect
    .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status, { timeout: 120_000 })
    .toBe(200)
}

/** Starts a chat answer and waits for its first words; `rest` is the whole answer, read to its end. */
async function startChat(origin: string, question: string) {
  const response = await fetch(`${origin}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ question }),
  })
  expect(response.status).toBe(200)
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = decoder.decode((await reader.read()).value)
  expect(text).toContain('"type":"text"')
  const rest = (async () => {
    let broken = false
    for (;;) {
      const chunk = await reader.read().catch(() => ((broken = true), { done: true, value: undefined }))
      if (chunk.done) break
      text += decoder.decode(chunk.value)
    }
    const events = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; interrupted?: boolean })
    return { events, broken, endedAt: Date.now() }
  })()
  // Wrapped: an async function returning the promise itself would wait for it.
  return { rest }
}

test.describe.configure({ mode: 'serial', timeout: 240_000 })

test('a port in use stops the start at once: one line, a non-zero exit', async () => {
  const busy = await holdPort()
  try {
    const server = startServer(busy.port)
    const { code } = await server.exited
    expect(code).not.toBe(0)
    expect(server.stderr().trim().split('\n')).toEqual([
      `The server could not start: port ${busy.port} on 127.0.0.1 is already in use (is another server running?)`,
    ])
    expect(server.stdout()).not.toContain('is ready')
  } finally {
    await busy.release()
  }
})

test('SIGTERM drains: /healthz 503, then new connections refused, the chat in flight finishes, a clean exit', async () => {
  const free = await holdPort()
  await free.release()
  const server = startServer(free.port, { SHUTDOWN_DELAY_MS: '1000', SHUTDOWN_TIMEOUT_MS: '10000' })
  try {
    await untilReady(server)
    // The fake answers in pieces 700 ms apart: about 3 s of streaming.
    const chat = await startChat(server.origin, 'When do I plant maize? [fake:trickle]')
    const signalledAt = Date.now()
    server.child.kill('SIGTERM')

    // The signal arrives a moment later: until then /healthz still says ok.
    let draining = await fetch(`${server.origin}/healthz`)
    while (draining.status === 200 && Date.now() - signalledAt < 5000)
      draining = await fetch(`${server.origin}/healthz`)
    expect(draining.status).toBe(503)
    expect(await draining.json()).toEqual({ status: 'draining' })

    // After the delay the port closes, while the answer is still streaming.
    const refused = () =>
      fetch(`${server.origin}/healthz`).then(
        () => false,
        () => true,
      )
    while (!(await refused()) && Date.now() - signalledAt < 5000)
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await refused()).toBe(true)
    const refusedAt = Date.now()

    const { events, broken, endedAt } = await chat.rest
    expect(broken).toBe(false)
    expect(endedAt).toBeGreaterThan(refusedAt)
    expect(events.at(-1)).toMatchObject({ type: 'done' })
    expect(events.at(-1)?.interrupted).toBeUndefined()

    const { code, at } = await server.exited
    expect(code).toBe(0)
    expect(at - signalledAt).toBeLessThan(10_000)
    const lines = server
      .stdout()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines).toContainEqual(expect.objectContaining({ route: 'routes/api.chat', status: 200, method: 'POST' }))
    expect(lines.at(-1)).toMatchObject({ msg: 'stopped' })
  } finally {
    server.child.kill('SIGKILL')
  }
})

test('a stop that runs out of time cuts the chat still open and exits within SHUTDOWN_TIMEOUT_MS', async () => {
  const free = await holdPort()
  await free.release()
  const server = startServer(free.port, { SHUTDOWN_TIMEOUT_MS: '3000' })
  try {
    await untilReady(server)
    // One piece, then the fake says nothing more for a minute.
    const chat = await startChat(server.origin, 'When do I plant maize? [fake:stall]')
    const signalledAt = Date.now()
    server.child.kill('SIGTERM')

    // The stream ends without its "done": the chat shows what arrived, marked interrupted (chat-client.ts).
    const { events, broken } = await chat.rest
    expect(broken).toBe(true)
    expect(events.map((event) => event.type)).not.toContain('done')
    expect(events.length).toBeGreaterThan(0)

    const { code, at } = await server.exited
    expect(code).toBe(0)
    expect(at - signalledAt).toBeLessThanOrEqual(3000 + 250)
    expect(server.stdout()).toContain('requests still in flight at the deadline were cut')
  } finally {
    server.child.kill('SIGKILL')
  }
})
