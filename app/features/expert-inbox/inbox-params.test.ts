import { inboxHref, parseInboxParams } from './inbox-params'

describe('the inbox URL', () => {
  it('reads a status, a topic and a page', () => {
    const params = parseInboxParams(new URLSearchParams('status=answering&topic=soil-health&page=3'))
    expect(params).toEqual({ status: 'answering', topic: 'soil-health', page: 3 })
    expect(inboxHref(params)).toBe('/expert?status=answering&topic=soil-health&page=3')
  })

  it('takes an unknown value as no filter and a bad page as the first', () => {
    for (const query of ['status=lost&topic=maize&page=0', 'page=-2', 'page=1.5', 'page=abc', 'status=&topic=']) {
      expect(parseInboxParams(new URLSearchParams(query))).toEqual({ status: undefined, topic: undefined, page: 1 })
    }
    expect(inboxHref({ page: 1 })).toBe('/expert')
  })
})
