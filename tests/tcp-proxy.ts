// A TCP relay on a loopback port to a server (Redis in the limits' tests) that a test can
// cut and restore: the server "goes away" for the clients behind the relay only, while
// other test files keep using it.
import net from 'node:net'

export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  let hung = false
  const track = (socket: net.Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const server = net.createServer((client) => {
    const upstream = net.connect(target)
    track(client)
    track(upstream)
    client.on('data', (data) => {
      if (!hung) upstream.write(data)
    })
    upstream.pipe(client)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve((server.address() as net.AddressInfo).port)
      })
    })
  const port = await listen(0)
  const cut = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      for (const socket of sockets) socket.destroy()
    })
  return {
    port,
    /** Drops every connection and refuses new ones, as a server that went down. */
    cut,
    /** Accepts connections again on the same port. */
    restore: () => listen(port).then(() => undefined),
    /** Keeps the connections open but passes nothing on: a server that hangs. */
    hang: () => {
      hung = true
    },
    close: cut,
  }
}
