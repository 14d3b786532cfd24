// Reads server-sent events (text/event-stream), the form of Gemini's streamed answer
// (`:streamGenerateContent?alt=sse`), as the text arrives in pieces of any size: a piece
// may end in the middle of a line, or between the CR and LF of a line break.

export interface EventStreamParser {
  /** The data of each event that this piece of text completes, in order. */
  push(text: string): string[]
  /** The data of an event the stream left unfinished (Gemini ends each event; be lenient). */
  end(): string[]
}

export function createEventStreamParser(): EventStreamParser {
  let buffer = ''
  let data: string[] | null = null
  const events: string[] = []

  const dispatch = () => {
    if (data !== null) events.push(data.join('\n'))
    data = null
  }

  const readLine = (line: string) => {
    if (line === '') return dispatch()
    if (line.startsWith(':')) return // a comment, e.g. a keep-alive
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    if (field !== 'data') return // event, id and retry tell us nothing we need
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
    data = [...(data ?? []), value]
  }

  const readLines = (isFinal: boolean) => {
    for (;;) {
      const breakAt = buffer.search(/[\r\n]/)
      if (breakAt === -1) break
      // A CR at the very end may be the first half of a CRLF: wait for the next piece.
      if (buffer[breakAt] === '\r' && breakAt === buffer.length - 1 && !isFinal) break
      const width = buffer.startsWith('\r\n', breakAt) ? 2 : 1
      readLine(buffer.slice(0, breakAt))
      buffer = buffer.slice(breakAt + width)
    }
    return events.splice(0)
  }

  return {
    push(text) {
      buffer += text
      return readLines(false)
    },
    end() {
      const complete = readLines(true)
      if (buffer !== '') readLine(buffer)
      buffer = ''
      dispatch()
      return [...complete, ...events.splice(0)]
    },
  }
}
