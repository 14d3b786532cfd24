import { firstLoadGroups } from './first-load-chunks'

/**
 * A small site: two language layouts, four pages. Each key imports (statically) the modules
 * listed; a lazy island is simply absent from its importer's list, as in the bundler's
 * `importedIds`.
 */
const graph: Record<string, string[]> = {
  'entry.client': ['/node_modules/react-dom/client.js', '/node_modules/react-router/dom.js'],
  '/node_modules/react-dom/client.js': ['/node_modules/react/index.js', '/node_modules/scheduler/index.js'],
  '/node_modules/react-router/dom.js': ['/node_modules/react/index.js'],
  'root.tsx?client-route': ['root.tsx'],
  'root.tsx': ['/node_modules/react-router/dom.js', 'locale.ts'],
  'language.en.tsx': ['i18n/en.ts', 'language-layout.tsx'],
  'language.sw.tsx': ['i18n/sw.ts', 'language-layout.tsx'],
  'language-layout.tsx': ['site-header.tsx', 'messages.ts'],
  'site-header.tsx': ['link.tsx', 'icon-menu'],
  'home.tsx': ['link.tsx', 'button.tsx', 'hero.tsx'],
  'hero.tsx': ['/node_modules/embla/index.js', 'button.tsx'],
  'articles.tsx': ['button.tsx', 'article-card.tsx'],
  'videos.tsx': ['button.tsx', 'article-card.tsx', 'home.tsx'],
  'contact.tsx': ['link.tsx'],
}

function groupsOf(minRoutes: number) {
  return firstLoadGroups({
    clientEntry: 'entry.client',
    root: 'root.tsx',
    layouts: ['language.en.tsx', 'language.sw.tsx'],
    pages: ['home.tsx', 'articles.tsx', 'videos.tsx', 'contact.tsx'],
    imports: (id) => graph[id] ?? [],
    entriesOf: (file) => Object.keys(graph).filter((id) => id.startsWith(`${file}?`)),
    minRoutes,
  })
}

describe('firstLoadGroups', () => {
  it('puts the packages every page loads in the framework, the app’s code in the frame', () => {
    const { framework, frame } = groupsOf(99)
    expect([...framework].sort()).toEqual([
      '/node_modules/react-dom/client.js',
      '/node_modules/react-router/dom.js',
      '/node_modules/react/index.js',
      '/node_modules/scheduler/index.js',
    ])
    expect([...frame].sort()).toEqual([
      'entry.client',
      'icon-menu',
      'language-layout.tsx',
      'link.tsx',
      'locale.ts',
      'messages.ts',
      'root.tsx',
      'root.tsx?client-route',
      'site-header.tsx',
    ])
  })

  it('leaves each language’s catalogue, and its layout, to that language’s pages', () => {
    const { frame } = groupsOf(2)
    for (const id of ['i18n/en.ts', 'i18n/sw.ts', 'language.en.tsx', 'language.sw.tsx']) {
      expect(frame).not.toContain(id)
    }
  })

  it('adds what at least minRoutes pages import, not what fewer share', () => {
    expect(groupsOf(3).frame).toContain('button.tsx')
    expect(groupsOf(3).frame).not.toContain('article-card.tsx')
    expect(groupsOf(2).frame).toContain('article-card.tsx')
  })

  it('stops at another route module: a page importing one does not count for that page’s imports', () => {
    // videos.tsx imports home.tsx: home's hero is still imported by one page only.
    const { frame, framework } = groupsOf(2)
    expect(frame).not.toContain('hero.tsx')
    expect(frame).not.toContain('home.tsx')
    expect(framework).not.toContain('/node_modules/embla/index.js')
  })
})
