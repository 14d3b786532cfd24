import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { e2eChromiumPath } from './scripts/e2e-chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 3100)
export const baseURL = `http://127.0.0.1:${port}`

// The app talks to a fake Gemini (tests/fake-gemini.mjs) on its own port; set
// FAKE_GEMINI_PORT beside E2E_PORT when several runs share the machine.
const fakeGeminiPort = Number(process.env.FAKE_GEMINI_PORT ?? 3199)
export const fakeGeminiURL = `http://127.0.0.1:${fakeGeminiPort}`
// The photo hosts' stand-in (tests/fake-photos.mjs), which the server fetches photos from
// (PHOTO_UPSTREAM_URL): next to the fake Gemini's port unless FAKE_PHOTOS_PORT says otherwise.
const fakePhotosPort = Number(process.env.FAKE_PHOTOS_PORT ?? fakeGeminiPort - 1)
export const fakePhotosURL = `http://127.0.0.1:${fakePhotosPort}`
// The fake Africa's Talking (tests/fake-africastalking.mjs): with it the phone channels are on,
// so the consultation form offers its SMS consent.
const fakeAtPort = Number(process.env.FAKE_AT_PORT ?? fakeGeminiPort - 2)
export const fakeAtURL = `http://127.0.0.1:${fakeAtPort}`
/**
 * The e2e server's own SQLite file (also for `npm run expert` in the tests), one per port so
 * parallel runs never share it. Kept between runs: tests make their own unique rows.
 */
export const e2eDatabaseURL = `file:${path.join(os.tmpdir(), `tujue-e2e-${port}`, 'tujue.sqlite')}`
/** A key only these tests use: it must never reach a page, a bundle or a response. */
export const testGeminiKey = 'test-key-e2e-5b1f0c9a'

// The installed Chromium (never `playwright install`; scripts/e2e-chromium.mjs says which), with
// the flags this network needs: no background connections to hosts the machine cannot reach.
const launchOptions = {
  executablePath: e2eChromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 2 : 0,
  workers: 2,
  // The JSON report says where the time went: `node scripts/e2e-times.mjs` reads it (CI prints it).
  reporter: [
    ['list'],
    ['json', { outputFile: 'reports/e2e-times.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  // Generous waits: these machines have 2 shared cores, and a page's script, a lazy section or
  // axe over a whole guide can take many seconds there. A broken feature still fails, later.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Recording a trace of every test costs each one time (DOM snapshots at every action, more on
  // big pages and axe checks); on CI the retry of a failed test records it instead.
  // The service worker would answer requests the tests route or time themselves; only
  // e2e/offline.spec.ts lets it run.
  use: {
    baseURL,
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      grepInvert: /@mobile/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 5'], viewport: { width: 375, height: 812 }, launchOptions },
      grep: /@mobile|@both/,
    },
  ],
  webServer: [
    {
      command: 'node tests/fake-gemini.mjs',
      url: `${fakeGeminiURL}/__control/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 10_000,
      env: { FAKE_GEMINI_PORT: String(fakeGeminiPort) },
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node tests/fake-photos.mjs',
      url: `${fakePhotosURL}/__control/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 10_000,
      env: { FAKE_PHOTOS_PORT: String(fakePhotosPort) },
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node tests/fake-africastalking.mjs',
      url: `${fakeAtURL}/__control/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 10_000,
      env: { FAKE_AT_PORT: String(fakeAtPort) },
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node build/server-app/index.js',
      url: `${baseURL}/healthz`,
      reuseExistingServer: !process.env.CI,
      // It renders every public page before it answers (each lean twin waits for its first request):
      // under 10 s of CPU, but most of a minute on a busy machine.
      timeout: 180_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: 'https://tujue.example',
        GEMINI_API_KEY: testGeminiKey,
        GEMINI_API_BASE_URL: fakeGeminiURL,
        PHOTO_UPSTREAM_URL: fakePhotosURL,
        AT_API_BASE_URL: fakeAtURL,
        AT_USERNAME: 'sandbox',
        AT_API_KEY: 'fake-at-api-key',
        AT_SHORTCODE: '22384',
        AT_CALLBACK_SECRET: 'e2e-callback-secret-0123456789',
        // Short, so the timeout path is tested in seconds; the fake's "slow" answer takes 1.5 s.
        GEMINI_TIMEOUT_MS: '2500',
        DATABASE_URL: e2eDatabaseURL,
        // One server for a whole run (and kept between local runs): the day's budgets of calls
        // to the AI service (2000, 100 per client, 200 per network block) would run out under the
        // tests' questions, whose client addresses share a /24 per spec and worker.
        AI_DAILY_BUDGET: '1000000',
        AI_CLIENT_DAILY_LIMIT: '100000',
        AI_NETWORK_DAILY_LIMIT: '100000',
        // The tests stand in for the proxy in front (on loopback): each gives itself a client
        // address (X-Forwarded-For) and HTTPS (X-Forwarded-Proto), as a load balancer would.
        TRUST_PROXY: '127.0.0.1',
        // One JSON line per request would bury the tests' own output; errors still show.
        LOG_LEVEL: 'error',
      },
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
})
