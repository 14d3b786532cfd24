import { manualClock } from '../../../tests/manual-clock'
import { createRequestSpacer } from './request-spacer'

describe('createRequestSpacer', () => {
  it('makes a task sent sooner than 1000 ms after the last start wait for the rest', async () => {
    const clock = manualClock()
    const spacer = createRequestSpacer({ now: clock.now, sleep: clock.sleep })
    const starts: number[] = []
    const task = async () => starts.push(clock.now())
    await spacer.schedule(task)
    clock.advance(250)
    await spacer.schedule(task)
    clock.advance(4000)
    await spacer.schedule(task)
    expect(clock.sleeps).toEqual([750])
    expect(starts).toEqual([0, 1000, 5000])
    expect(spacer.nextFreeAt()).toBe(6000)
  })

  it('lets tasks sent together take turns, each a full gap after the one before', async () => {
    const clock = manualClock()
    const spacer = createRequestSpacer({ now: clock.now, sleep: clock.sleep })
    const starts: number[] = []
    await Promise.all([1, 2, 3].map(() => spacer.schedule(async () => starts.push(clock.now()))))
    expect(starts).toEqual([0, 1000, 2000])
  })

  it('counts the gap from when the task really started', async () => {
    const clock = manualClock()
    const spacer = createRequestSpacer({ now: clock.now, sleep: clock.sleep })
    // The task's synchronous part takes 5 ms before its request leaves.
    await spacer.schedule(async () => clock.advance(5))
    await spacer.schedule(async () => {})
    expect(clock.sleeps).toEqual([1000])
  })

  it('sleeps again when a timer wakes early', async () => {
    let time = 0
    const sleeps: number[] = []
    const spacer = createRequestSpacer({
      now: () => time,
      sleep: async (ms) => {
        // The first timer wakes 2 ms early, the next on time.
        time += sleeps.length === 0 ? ms - 2 : ms
        sleeps.push(ms)
      },
    })
    await spacer.schedule(async () => {})
    await spacer.schedule(async () => {})
    expect(sleeps).toEqual([1000, 2])
  })

  it('gives back what the task gives, and its failure, and carries on after a failure', async () => {
    const spacer = createRequestSpacer({ minGapMs: 0 })
    await expect(spacer.schedule(async () => 'answer')).resolves.toBe('answer')
    await expect(spacer.schedule(() => Promise.reject(new Error('upstream down')))).rejects.toThrow('upstream down')
    await expect(spacer.schedule(async () => 'again')).resolves.toBe('again')
  })
})
