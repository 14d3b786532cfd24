import { discoveryAnswer, parseRouteManifest } from './route-manifest'

const source =
  'window.__reactRouterManifest={"entry":{"module":"/assets/entry.client-C.js"},"routes":{"root":{"id":"root"},"routes/articles.$slug":{"id":"routes/articles.$slug"}},"version":"836d73c9"};'

describe('route discovery from the precached manifest', () => {
  it('answers a discovery request of the same build with every route of the build', () => {
    const answer = discoveryAnswer(
      parseRouteManifest(source),
      new URL('https://tujue.example/__manifest?paths=%2Farticles%2Fsoil-health&version=836d73c9'),
    )
    expect(Object.keys(answer ?? {})).toEqual(['root', 'routes/articles.$slug'])
  })

  it('leaves a page of another build to the server', () => {
    const url = new URL('https://tujue.example/__manifest?paths=%2F&version=0ld')
    expect(discoveryAnswer(parseRouteManifest(source), url)).toBeNull()
    expect(discoveryAnswer(parseRouteManifest('export default 1'), url)).toBeNull()
  })
})
