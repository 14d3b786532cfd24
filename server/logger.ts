// The server's one logger: JSON lines on stdout (pino), for a log collector to read. Nothing a
// farmer or an expert typed, and no credential, may reach it: request lines carry only the
// fields listed in request-log.ts, and these paths are redacted wherever they appear.
import pino, { type DestinationStream, type Logger } from 'pino'
import { maskPhone } from '~/lib/channels/phone-number'

export type { Logger }

/** Keys that hold credentials or personal data, wherever a log call might pass them. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'body',
  'req.body',
  '*.body',
  '*.password',
  '*.email',
  'phone',
  '*.phone',
  'phoneNumber',
  '*.phoneNumber',
  '*.token',
  '*.apiKey',
  '*.key',
]

/** A phone number keeps enough to tell two farmers apart (+2547******78); anything else goes whole. */
function censor(value: unknown, path: string[]) {
  const key = path.at(-1)
  if ((key === 'phone' || key === 'phoneNumber') && typeof value === 'string' && value.length >= 8) {
    return maskPhone(value)
  }
  return '[redacted]'
}

/**
 * Standard output, written a few kilobytes at a time: under load a line per request would be a
 * write per request. A quiet server's lines wait at most a quarter of a second; pino writes what
 * is left when the process exits.
 */
function standardOutput(): DestinationStream {
  return pino.destination({ dest: 1, minLength: 4096, periodicFlush: 250 })
}

/** A logger at `level`; tests pass a destination they read (or level `silent`). */
export function createLogger(level: string, destination: DestinationStream = standardOutput()): Logger {
  return pino(
    {
      level,
      base: { service: 'tujue-ukulima' },
      redact: { paths: REDACTED_PATHS, censor },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  )
}
