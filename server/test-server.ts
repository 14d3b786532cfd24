import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Starts an app (Express's, or the server's own listener) on a free loopback port for a test; call `close` afterwards. */
export async function listen(app: RequestListener) {
  const server = createServer(app).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
