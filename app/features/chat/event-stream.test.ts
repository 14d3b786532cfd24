import { createEventStreamParser } from './event-stream'

/** Every event of `pieces`, fed to one parser in order. */
function parse(pieces: string[]) {
  const parser = createEventStreamParser()
  return [...pieces.flatMap((piece) => parser.push(piece)), ...parser.end()]
}

describe('createEventStreamParser', () => {
  it('gives the data of each event, with LF, CRLF or CR line breaks', () => {
    expect(parse(['data: one\n\ndata: two\n\n'])).toEqual(['one', 'two'])
    expect(parse(['data: one\r\n\r\ndata: two\r\n\r\n'])).toEqual(['one', 'two'])
    expect(parse(['data: one\r\rdata: two\r\r'])).toEqual(['one', 'two'])
  })

  it('gives an event as soon as its blank line arrives, whatever the pieces', () => {
    const parser = createEventStreamParser()
    expect(parser.push('da')).toEqual([])
    expect(parser.push('ta: {"text":')).toEqual([])
    expect(parser.push('"Plant early."}\r\n')).toEqual([])
    // The CR may be half of a CRLF: nothing is decided until the next piece.
    expect(parser.push('\r')).toEqual([])
    expect(parser.push('\ndata: next\r\n\r\n')).toEqual(['{"text":"Plant early."}', 'next'])
    expect(parser.end()).toEqual([])
  })

  it('splits a stream at every possible place and still reads the same events', () => {
    const stream = 'data: {"a":1}\r\n\r\n: keep-alive\r\n\r\ndata: {"b":"ü"}\r\n\r\n'
    for (let cut = 0; cut <= stream.length; cut++) {
      expect(parse([stream.slice(0, cut), stream.slice(cut)]), `cut at ${cut}`).toEqual(['{"a":1}', '{"b":"ü"}'])
    }
  })

  it('joins the lines of a multi-line event and drops one space after the colon', () => {
    expect(parse(['data: first\ndata:second\ndata:  third\n\n'])).toEqual(['first\nsecond\n third'])
  })

  it('ignores comments, other fields and blank lines that end no event', () => {
    expect(parse([': ping\n\nevent: message\nid: 7\nretry: 10\ndata: x\n\n\n\n'])).toEqual(['x'])
    expect(parse(['data\n\n'])).toEqual([''])
  })

  it('gives an event the stream did not finish when it ends', () => {
    expect(parse(['data: last words'])).toEqual(['last words'])
    expect(parse(['data: last words\r'])).toEqual(['last words'])
    expect(parse([''])).toEqual([])
  })
})
