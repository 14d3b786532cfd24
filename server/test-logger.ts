import { createLogger } from './logger'

export interface LogLine {
  level: string
  msg: string
  [field: string]: unknown
}

/** A logger whose JSON lines a test reads back (the server's logger, with another destination). */
export function memoryLogger(level = 'info') {
  const written: string[] = []
  const logger = createLogger(level, { write: (line: string) => void written.push(line) })
  return {
    logger,
    /** Every line so far, parsed. */
    lines: (): LogLine[] => written.map((line) => JSON.parse(line) as LogLine),
    /** Every line so far, as written: for checking that a secret appears nowhere. */
    text: () => written.join(''),
  }
}
