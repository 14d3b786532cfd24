/** A clock a test moves by hand; sleeping advances it (for the chat's spacer and limiter). */
export function manualClock() {
  let time = 0
  const sleeps: number[] = []
  return {
    now: () => time,
    sleep: async (ms: number) => {
      sleeps.push(ms)
      time += ms
    },
    advance: (ms: number) => {
      time += ms
    },
    sleeps,
  }
}
