// The stop (SIGTERM) on a real HTTP server with kept-alive connections, as a browser and a load
// balancer leave them: it waits for the answers in flight, and for nothing else.
import { Agent, get, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createHealth } from './health'
import { createStartingServer, stopGracefully } from './lifecycle'
import { memoryLogger } from './test-logger'

/** An answer in three pieces, 100 ms apart, as a chat streams; `/hang` never ends. */
const app: RequestListener = (req, res) => {
  if (req.url === '/hang') return void res.writeHead(200).write('started')
  res.writeHead(200, { 'Content-Type': 'text/plain' })
  let piece = 0
  const next = () => {
    piece += 1
    if (piece === 3) return void res.end(`piece ${piece}`)
    res.write(`piece ${piece}\n`)
    setTimeout(next, 100)
  }
  next()
}

/** A GET on a connection kept alive for as long as the server keeps it, as a load balancer's. */
const keptAlive = new Agent({ keepAlive: true })
afterAll(() => keptAlive.destroy())

/** The answer's text once it has started; `body` rejects if the connection is cut before its end. */
function request(url: string) {
  return new Promise<{ body: Promise<string> }>((resolve, reject) => {
    get(url, { agent: keptAlive }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      const body = new Promise<string>((done, cut) => {
        res.once('end', () => done(text))
        res.once('aborted', () => cut(new Error('cut')))
        res.once('error', cut)
      })
      resolve({ body })
    }).once('error', reject)
  })
}

async function startServer() {
  const { server, requests, serve } = createStartingServer()
  // As in production (setTimeouts): idle connections stay open longer than any stop.
  server.keepAliveTimeout = 65_000
  serve(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const log = memoryLogger()
  let exited!: (code: number) => void
  const exit = new Promise<number>((resolve) => (exited = resolve))
  const cleanedUp = vi.fn(() => Promise.resolve())
  const stop = (timeoutMs: number) =>
    stopGracefully({
      server,
      requests,
      health: createHealth([], log.logger),
      logger: log.logger,
      timeoutMs,
      delayMs: 0,
      cleanUp: cleanedUp,
      exit: exited,
    })('SIGTERM')
  return { server, origin, log, exit, cleanedUp, stop }
}

describe('stopping', () => {
  it('waits for the answer in flight, then stops at once, though its connection was kept alive', async () => {
    const { origin, log, exit, cleanedUp, stop, server } = await startServer()
    // An earlier answer leaves its connection idle, and the streaming one is kept alive after it ends.
    expect(await (await request(`${origin}/`)).body).toContain('piece 3')
    const streaming = await request(`${origin}/`)
    stop(4000)

    expect(await streaming.body).toBe('piece 1\npiece 2\npiece 3')
    expect(await exit).toBe(0)
    expect(cleanedUp).toHaveBeenCalledOnce()
    expect(server.listening).toBe(false)
    // Before the cut at 3 s, which would have said requests were cut when none were.
    expect(log.lines().map((line) => line.msg)).toEqual(['stopping: draining requests in flight', 'stopped'])
  })

  it('cuts only what is still in flight at the deadline, and says how many', async () => {
    const { origin, log, exit, stop } = await startServer()
    const hanging = await request(`${origin}/hang`)
    const reading = hanging.body.catch(() => 'cut')
    stop(1000)

    expect(await reading).toBe('cut')
    expect(await exit).toBe(0)
    expect(log.lines()).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'stopping: requests still in flight at the deadline were cut',
        requests: 1,
      }),
    )
  })
})
