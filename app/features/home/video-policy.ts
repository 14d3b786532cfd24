// A background video must not cost a farmer data they did not choose:
// it loads by itself only on a connection that is neither data-saving nor slow, and never
// for someone who asked for less motion. Otherwise the poster stays, with a play button.

/** The parts of the Network Information API we read (Chrome on Android has it; others may not). */
export interface ConnectionHints {
  saveData?: boolean
  effectiveType?: string
}

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g'])

export function mayAutoloadVideo(connection: ConnectionHints | undefined, prefersReducedMotion: boolean) {
  if (prefersReducedMotion) return false
  if (connection?.saveData === true) return false
  return !SLOW_CONNECTIONS.has(connection?.effectiveType ?? '')
}

/** navigator.connection, where the browser has it. */
export function readConnection(): ConnectionHints | undefined {
  if (typeof navigator === 'undefined' || !('connection' in navigator)) return undefined
  const connection: unknown = navigator.connection
  if (typeof connection !== 'object' || connection === null) return undefined
  const saveData = 'saveData' in connection && connection.saveData === true
  const effectiveType =
    'effectiveType' in connection && typeof connection.effectiveType === 'string' ? connection.effectiveType : undefined
  return { saveData, effectiveType }
}
