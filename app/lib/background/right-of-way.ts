// Requests before background work on the same event loop: a batch of background work (the
// WhatsApp answers, the sender) starts only once no request it gives way to is in flight, so a
// burst of webhook posts is stored and answered without waiting behind a batch of answers. It
// waits at most `maxWaitMs`, so steady traffic slows the background work but never stops it.

export interface RightOfWay {
  /** A request begins; call the returned function when it has ended (calling it again does nothing). */
  begin(): () => void
  /** Resolves once no request is in flight, or after `maxWaitMs`. */
  giveWay(): Promise<void>
}

export function createRightOfWay({ maxWaitMs = 250 } = {}): RightOfWay {
  let inFlight = 0
  let waiting: Array<() => void> = []
  return {
    begin() {
      inFlight += 1
      let ended = false
      return () => {
        if (ended) return
        ended = true
        inFlight -= 1
        if (inFlight > 0) return
        const ready = waiting
        waiting = []
        for (const go of ready) go()
      }
    },
    giveWay() {
      if (inFlight === 0) return Promise.resolve()
      return new Promise<void>((resolve) => {
        const go = () => {
          clearTimeout(timer)
          waiting = waiting.filter((other) => other !== go)
          resolve()
        }
        const timer = setTimeout(go, maxWaitMs)
        waiting.push(go)
      })
    },
  }
}
