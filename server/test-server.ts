import type { AddressInfo } from 'node:net'
import type { Express } from 'express'

/** Starts an Express app on a free loopback port for a test; call `close` afterwards. */
export async function listen(app: Express) {
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
