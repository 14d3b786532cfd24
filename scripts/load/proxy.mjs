// A small round-robin HTTP proxy for two or more instances, as a load balancer in front of
// them: it adds the peer's address to X-Forwarded-For, as nginx's proxy_add_x_forwarded_for does.
import http from 'node:http'

/**
 * @param {{ port: number, targets: string[] }} options  targets: "http://127.0.0.1:3322", …
 */
export async function startProxy({ port, targets }) {
  const upstreams = targets.map((target) => new URL(target))
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 })
  let next = 0
  const server = http.createServer((req, res) => {
    const upstream = upstreams[next++ % upstreams.length]
    const forwarded = req.headers['x-forwarded-for']
    const peer = req.socket.remoteAddress ?? ''
    const proxied = http.request(
      {
        agent,
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwarded ? `${forwarded}, ${peer}` : peer },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    proxied.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end()
      else res.destroy()
    })
    req.pipe(proxied)
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(undefined))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    close() {
      server.closeAllConnections()
      agent.destroy()
      return new Promise((resolve) => server.close(() => resolve(undefined)))
    },
  }
}
