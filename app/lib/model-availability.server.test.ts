import { register } from 'prom-client'
import { createModelAvailability, MODEL_RECHECK_MS } from './model-availability.server'

const served = async (model: string) =>
  (await register.getSingleMetric('tujue_ai_model_served')?.get())?.values.find((value) => value.labels.model === model)
    ?.value

describe('createModelAvailability', () => {
  it('calls the service until it has no such model, then only once per re-check interval', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    let clock = 1_000_000
    const availability = createModelAvailability({ now: () => clock })
    expect(availability.shouldCall('gemini-3.8-flash')).toBe(true)
    expect(availability.gone()).toBeNull()

    availability.markGone('gemini-3.8-flash')
    expect(availability.gone()).toEqual({ model: 'gemini-3.8-flash', since: new Date(1_000_000) })
    expect(availability.shouldCall('gemini-3.8-flash')).toBe(false)
    clock += MODEL_RECHECK_MS - 1
    expect(availability.shouldCall('gemini-3.8-flash')).toBe(false)
    clock += 1
    // One question asks again; the others meanwhile do not.
    expect(availability.shouldCall('gemini-3.8-flash')).toBe(true)
    expect(availability.shouldCall('gemini-3.8-flash')).toBe(false)
    availability.markGone('gemini-3.8-flash')
    // The first time since it went is kept, and the log line is written once.
    expect(availability.gone()?.since).toEqual(new Date(1_000_000))
    expect(errors).toHaveBeenCalledTimes(1)
    expect(errors.mock.calls[0]?.[0]).toContain('every 5 minutes')
    // Another model (GEMINI_MODEL changed) is called as usual.
    expect(availability.shouldCall('gemini-3.6-flash')).toBe(true)
  })

  it('calls the service again as soon as it serves the model again, and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const availability = createModelAvailability({ recheckMs: 10, now: () => 0 })
    availability.markGone('gemini-2.5-flash')
    expect(await served('gemini-2.5-flash')).toBe(0)
    availability.markServed('gemini-2.5-flash')
    expect(availability.gone()).toBeNull()
    expect(availability.shouldCall('gemini-2.5-flash')).toBe(true)
    expect(await served('gemini-2.5-flash')).toBe(1)
    expect(warnings).toHaveBeenCalledWith(
      'GEMINI_MODEL gemini-2.5-flash is served again: the AI assistant answers again.',
    )
    // Served all along: nothing to say.
    availability.markServed('gemini-2.5-flash')
    expect(warnings).toHaveBeenCalledTimes(1)
  })
})
