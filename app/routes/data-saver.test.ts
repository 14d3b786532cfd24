// The data saver switch's action as React Router calls it: back to our own page only, and
// never from another site's form.
import { action, loader } from './data-saver'
import { routeArgs } from '../../tests/route-args'

function post(body: Record<string, string>, headers: Record<string, string> = {}) {
  const args = routeArgs('/data-saver', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Host: 'hub.test', ...headers },
    body: new URLSearchParams(body).toString(),
  })
  return action(args as never) as Promise<Response>
}

describe('POST /data-saver', () => {
  it('remembers the choice and goes back to the page', async () => {
    const response = await post({ dataSaver: 'on', back: '/sw/articles?topic=rice-farming' })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/sw/articles?topic=rice-farming')
    expect(response.headers.get('Set-Cookie')).toMatch(/^data-saver=on;/)
  })

  it('goes back to our own site whatever `back` holds', async () => {
    for (const back of ['//evil.example', '/\t/evil.example', '/\\evil.example', 'https://evil.example']) {
      const location = (await post({ dataSaver: 'on', back })).headers.get('Location') ?? ''
      expect(new URL(location, 'http://hub.test').origin).toBe('http://hub.test')
    }
  })

  it('refuses a post from another site’s page, changing nothing', async () => {
    const response = await post({ dataSaver: 'on', back: '/' }, { 'Sec-Fetch-Site': 'cross-site' })
    expect(response.status).toBe(403)
    expect(response.headers.get('Set-Cookie')).toBeNull()
    expect((await post({ dataSaver: 'on' }, { Origin: 'https://evil.example' })).status).toBe(403)
  })

  it('answers a GET with 405: it is no page', () => {
    expect(() => loader()).toThrow(Response)
    try {
      loader()
    } catch (thrown) {
      expect((thrown as Response).status).toBe(405)
      expect((thrown as Response).headers.get('Allow')).toBe('POST')
    }
  })
})
