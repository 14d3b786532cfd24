// A console.error during a unit test fails the test (tests/setup.ts): React's warnings
// (act, keys, hydration mismatches) and our own error logs are bugs unless the test says
// it expects one. This module holds that state, shared by the setup and the tests.

let isExpected = false

/** Called by tests/setup.ts before each test. */
export function resetConsoleErrors() {
  isExpected = false
}

/** Whether the running test has declared that it expects console.error. */
export function areConsoleErrorsExpected() {
  return isExpected
}

/**
 * Declares that this test expects console.error (e.g. a failure the code logs on purpose).
 * Returns the spy, so the test can check what was logged.
 */
export function expectConsoleError() {
  isExpected = true
  return vi.mocked(console.error)
}
