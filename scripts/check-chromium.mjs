// Runs before the browser tests: they drive an installed Chromium, never a downloaded one.
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(`
The end-to-end tests need Chromium, and none was found at ${chromium}.
  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium
  Elsewhere:      install Chromium or Chrome and set CHROMIUM_PATH to its executable,
                  e.g. CHROMIUM_PATH="/Applications/Chromium.app/Contents/MacOS/Chromium"
`)
  process.exit(1)
}
