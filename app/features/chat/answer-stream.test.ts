import { AnswerStreamError, parseStreamLine, readAnswerStream } from './answer-stream'

/** A body that arrives in exactly these pieces. */
function body(pieces: Array<string | Uint8Array>) {
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece)
      controller.close()
    },
  })
}

async function readAll(stream: ReadableStream<Uint8Array>) {
  const events = []
  for await (const event of readAnswerStream(stream)) events.push(event)
  return events
}

const done = {
  type: 'done',
  sources: [{ href: '/articles/soil-health#steps', title: 'Soil Health', heading: 'Steps' }],
}
const lines = [
  JSON.stringify({ type: 'text', text: 'Plant **early** ' }),
  JSON.stringify({ type: 'text', text: 'in the rains – ü.' }),
  JSON.stringify(done),
]
const stream = `${lines.join('\n')}\n`

describe('readAnswerStream', () => {
  it('gives each line as an event, in order', async () => {
    expect(await readAll(body([stream]))).toEqual([
      { type: 'text', text: 'Plant **early** ' },
      { type: 'text', text: 'in the rains – ü.' },
      done,
    ])
  })

  it('reads the same events however the pieces split the lines and the characters', async () => {
    const bytes = new TextEncoder().encode(stream)
    for (let cut = 1; cut < bytes.length; cut += 7) {
      const events = await readAll(body([bytes.slice(0, cut), bytes.slice(cut)]))
      expect(events, `cut at byte ${cut}`).toHaveLength(3)
      expect(events[1]).toEqual({ type: 'text', text: 'in the rains – ü.' })
    }
  })

  it('gives an event as soon as its line is complete, before the stream ends', async () => {
    let push: (text: string) => void = () => {}
    const open = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text))
      },
    })
    const events = readAnswerStream(open)
    push(`${lines[0]}\n${lines[1]?.slice(0, 10)}`)
    expect((await events.next()).value).toEqual({ type: 'text', text: 'Plant **early** ' })
    await events.return(undefined)
  })

  it('reads a last line without its line break, and skips blank lines', async () => {
    expect(await readAll(body([`\n${lines[0]}\n\n${lines[2]}`]))).toEqual([
      { type: 'text', text: 'Plant **early** ' },
      done,
    ])
  })

  it('throws on a line that is not an event', async () => {
    await expect(readAll(body([`${lines[0]}\n<html>\n`]))).rejects.toThrow(AnswerStreamError)
    await expect(readAll(body(['{"type":"text"}\n']))).rejects.toThrow(AnswerStreamError)
  })
})

describe('parseStreamLine', () => {
  it('refuses a link that does not lead to a guide', () => {
    const link = (href: string) => JSON.stringify({ type: 'done', sources: [{ href, title: 'T', heading: null }] })
    expect(parseStreamLine(link('/articles/soil-health#what-is-soil-health'))).toMatchObject({ type: 'done' })
    expect(parseStreamLine(link('/articles/soil-health'))).toMatchObject({ type: 'done' })
    for (const href of [
      'javascript:alert(1)',
      'https://evil.example/articles/x',
      '/articles/../admin',
      '//evil.example',
    ]) {
      expect(() => parseStreamLine(link(href)), href).toThrow(AnswerStreamError)
    }
  })
})
