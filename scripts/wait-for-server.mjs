// For the scripts that start the production build themselves (npm run size, npm run perf).

/** Resolves once `url` (a server's /healthz) answers 2xx; gives up after 90 s. */
export async function waitForServer(url) {
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
