import { mayAutoloadVideo } from './video-policy'

describe('mayAutoloadVideo', () => {
  it('loads on a fast connection, or where the browser says nothing about it', () => {
    expect(mayAutoloadVideo({ saveData: false, effectiveType: '4g' }, false)).toBe(true)
    expect(mayAutoloadVideo(undefined, false)).toBe(true)
    expect(mayAutoloadVideo({}, false)).toBe(true)
  })

  it.each(['slow-2g', '2g', '3g'])('waits for a tap on a %s connection', (effectiveType) => {
    expect(mayAutoloadVideo({ saveData: false, effectiveType }, false)).toBe(false)
  })

  it('waits for a tap with Save-Data on, even on a fast connection', () => {
    expect(mayAutoloadVideo({ saveData: true, effectiveType: '4g' }, false)).toBe(false)
  })

  it('never plays by itself for someone who asked for less motion', () => {
    expect(mayAutoloadVideo({ saveData: false, effectiveType: '4g' }, true)).toBe(false)
  })
})
