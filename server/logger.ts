// The server's one logger: JSON lines on stdout (pino), for a log collector to read. Nothing a
// farmer or an expert typed, and no credential, may reach it: request lines carry only the
// fields listed in request-log.ts, and these paths are redacted wherever they appear.
import pino, { type DestinationStream, type Logger } from 'pino'

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
  '*.phone',
  '*.token',
  '*.apiKey',
  '*.key',
]

/** A logger at `level`; tests pass a destination they read (or level `silent`). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'tujue-ukulima' },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  )
}
