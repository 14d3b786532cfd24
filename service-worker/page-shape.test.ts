import { assetsOf, titleOf } from './page-shape'

describe('titleOf', () => {
  it('reads the page’s title without the hub’s name, entities decoded', () => {
    expect(titleOf('<head><title>Afya ya Udongo | Tujue Ukulima</title></head>')).toBe('Afya ya Udongo')
    expect(titleOf('<title>Pests &amp; Diseases | Tujue Ukulima</title>')).toBe('Pests & Diseases')
    expect(titleOf('<title>Tujue Ukulima</title>')).toBe('Tujue Ukulima')
    expect(titleOf('<p>no title</p>')).toBeNull()
  })
})

describe('assetsOf', () => {
  it('lists the stylesheet and the scripts a page runs as it opens, not the inert script of a reading page', () => {
    const html = `<link rel="stylesheet" href="/assets/app-CM103rq9.css"/>
      <script type="module" async="">import "/assets/manifest-1.js";
      import * as route0 from "/assets/root-CmqDezaj.js";
      import("/assets/entry.client-C7N98RzZ.js");</script>
      <script type="text/plain" id="deferred-app">import * as route2 from "/assets/articles._slug-B.js";</script>`
    expect(assetsOf(html)).toEqual([
      '/assets/app-CM103rq9.css',
      '/assets/manifest-1.js',
      '/assets/root-CmqDezaj.js',
      '/assets/entry.client-C7N98RzZ.js',
    ])
  })
})
