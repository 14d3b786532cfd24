// The production build on 127.0.0.1, its photos fetched from the photo hosts' stand-in
// (image-server.mjs) as PHOTO_UPSTREAM_URL: for `npm run perf` and scripts/image-bytes.mjs.
import { spawn } from 'node:child_process'

/** Starts build/server-app on `port`; resolves once /healthz answers, to `{ origin, stop }`. */
export async function startServer(port, photoUpstreamUrl) {
  const origin = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['build/server-app/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: origin,
      PHOTO_UPSTREAM_URL: photoUpstreamUrl,
    },
    stdio: 'ignore',
  })
  const stop = () => server.kill()
  try {
    await waitForServer(`${origin}/healthz`)
  } catch (error) {
    stop()
    throw error
  }
  return { origin, stop }
}

async function waitForServer(url) {
  for (let attempt = 0; attempt < 900; attempt++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The server did not start at ${url}`)
}
