import { areConsoleErrorsExpected, resetConsoleErrors } from './console-errors'
import { en } from '~/i18n/en'
import { setFallbackLanguage } from '~/i18n/messages'

// A component rendered on its own, outside a page's language layout, speaks English.
setFallbackLanguage({ locale: 'en', messages: en })

// The DOM matchers (toBeVisible, toHaveAttribute…) only where there is a DOM, the jsdom files: most
// files run in Node, where importing them would cost each file time for nothing.
if (typeof document !== 'undefined') await import('@testing-library/jest-dom/vitest')

// Every console.error is recorded, shown, and fails the test in afterEach unless the test
// declared it with expectConsoleError() (tests/console-errors.ts) or spied on it itself.
let logged: unknown[][] = []

beforeEach(() => {
  logged = []
  resetConsoleErrors()
  const original = console.error
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args)
    if (!areConsoleErrorsExpected()) original(...args)
  })
})

afterEach(() => {
  if (logged.length === 0 || areConsoleErrorsExpected()) return
  const first = logged[0]?.map((part) => (part instanceof Error ? part.message : String(part))).join(' ')
  throw new Error(
    `console.error was called ${logged.length} time(s) during this test; call expectConsoleError() if the test expects it. First: ${first}`,
  )
})
