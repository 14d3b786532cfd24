// @ts-check
// The installed Chromium the browser tests drive (never a downloaded one): CHROMIUM_PATH if set,
// else Debian's headless shell, else Debian's Chromium. The headless shell is the same engine
// without the desktop browser around it, which Playwright itself runs for headless tests, and a page
// load costs it much less CPU (docs/decisions/0042-ci-time.md).
import { existsSync } from 'node:fs'

const INSTALLED = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']

/** The executable, or undefined when none is installed. */
export function e2eChromiumPath() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined
  return INSTALLED.find((path) => existsSync(path))
}
