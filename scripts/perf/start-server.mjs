// The production build on 127.0.0.1, its photos fetched from the photo hosts' stand-in
// (image-server.mjs) as PHOTO_UPSTREAM_URL: for `npm run perf` and scripts/image-bytes.mjs.
import { spawn } from 'node:child_process'
import { waitForServer } from '../wait-for-server.mjs'

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
