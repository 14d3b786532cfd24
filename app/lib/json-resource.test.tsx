// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import * as z from 'zod/mini'
import { createJsonResource } from './json-resource'

const Schema = z.object({ title: z.string() })

function answer(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }))
}

describe('createJsonResource', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('loads, checks the shape, and keeps the answer for the rest of the visit', async () => {
    const fetch = vi.fn(() => answer({ title: 'Soil Health' }))
    vi.stubGlobal('fetch', fetch)
    const useResource = createJsonResource(Schema)
    const first = renderHook(() => useResource('/api/a'))
    expect(first.result.current).toEqual({ status: 'loading' })
    await waitFor(() => expect(first.result.current).toEqual({ status: 'ready', data: { title: 'Soil Health' } }))

    const second = renderHook(() => useResource('/api/a'))
    expect(second.result.current).toEqual({ status: 'ready', data: { title: 'Soil Health' } })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('reports a failed request or a wrong shape, and loads again on retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fetch = vi
      .fn()
      .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
      .mockImplementationOnce(() => answer({ heading: 'wrong shape' }))
      .mockImplementationOnce(() => answer({ error: 'Unknown topic' }, 404))
      .mockImplementationOnce(() => answer({ title: 'Pest Control' }))
    vi.stubGlobal('fetch', fetch)
    const useResource = createJsonResource(Schema)
    const { result } = renderHook(() => useResource('/api/b'))

    for (let attempt = 0; attempt < 3; attempt++) {
      await waitFor(() => expect(result.current.status).toBe('error'))
      act(() => {
        if (result.current.status === 'error') result.current.retry()
      })
      expect(result.current.status).toBe('loading')
    }
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: { title: 'Pest Control' } }))
    expect(fetch).toHaveBeenCalledTimes(4)
  })
})
