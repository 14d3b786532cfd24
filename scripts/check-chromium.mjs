// Runs before the browser tests: they drive an installed Chromium, never a downloaded one.
import { e2eChromiumPath } from './e2e-chromium.mjs'

if (!e2eChromiumPath()) {
  console.error(`
The end-to-end tests need Chromium, and none was found at ${process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell or /usr/bin/chromium'}.
  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium-headless-shell
  Elsewhere:      install Chromium or Chrome and set CHROMIUM_PATH to its executable,
                  e.g. CHROMIUM_PATH="/Applications/Chromium.app/Contents/MacOS/Chromium"
`)
  process.exit(1)
}
