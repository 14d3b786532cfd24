import path from 'node:path'
import routes from '../app/routes'
import { FRAMEWORK, frameModules, routeTree } from './first-load-chunks'

/**
 * A small site: two language layouts, four pages. Each key imports (statically) the modules
 * listed; a lazy island is simply absent from its importer's list, as in the bundler's
 * `importedIds`.
 */
const graph: Record<string, string[]> = {
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

function frameOf(minRoutes: number) {
  return frameModules({
    root: 'root.tsx',
    layouts: ['language.en.tsx', 'language.sw.tsx'],
    pages: ['home.tsx', 'articles.tsx', 'videos.tsx', 'contact.tsx'],
    imports: (id) => graph[id] ?? [],
    entriesOf: (file) => Object.keys(graph).filter((id) => id.startsWith(`${file}?`)),
    minRoutes,
  })
}

describe('the framework chunk', () => {
  it('takes React, React DOM and React Router, with React Router’s client entry', () => {
    for (const id of [
      '/app/node_modules/react/index.js',
      '/app/node_modules/react-dom/cjs/react-dom-client.production.js',
      '/app/node_modules/scheduler/index.js',
      '/app/node_modules/react-router/dist/production/dom-export.mjs',
      '/app/node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx',
    ]) {
      expect(id).toMatch(FRAMEWORK)
    }
  })

  it('leaves other packages to the pages that use them', () => {
    for (const id of [
      '/app/node_modules/embla-carousel-react/esm/index.js',
      '/app/node_modules/react-hook-form/dist/index.esm.mjs',
      '/app/node_modules/zod/v4/mini/index.js',
      '/app/app/features/react/x.ts',
    ]) {
      expect(id).not.toMatch(FRAMEWORK)
    }
  })
})

describe('frameModules', () => {
  it('takes the app’s modules every page loads, and no package', () => {
    expect([...frameOf(99)].sort()).toEqual([
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
    const frame = frameOf(2)
    for (const id of ['i18n/en.ts', 'i18n/sw.ts', 'language.en.tsx', 'language.sw.tsx']) {
      expect(frame).not.toContain(id)
    }
  })

  it('adds what at least minRoutes pages import, not what fewer share', () => {
    expect(frameOf(3)).toContain('button.tsx')
    expect(frameOf(3)).not.toContain('article-card.tsx')
    expect(frameOf(2)).toContain('article-card.tsx')
  })

  it('stops at another route module: a page importing one does not count for that page’s imports', () => {
    // videos.tsx imports home.tsx: home's hero is still imported by one page only.
    const frame = frameOf(2)
    expect(frame).not.toContain('hero.tsx')
    expect(frame).not.toContain('home.tsx')
    expect(frame).not.toContain('/node_modules/embla/index.js')
  })
})

describe('routeTree', () => {
  it('reads the root, the language layouts and each page’s module once from app/routes.ts', () => {
    const app = path.resolve('app')
    const tree = routeTree(routes, app)
    expect(tree.root).toBe(path.join(app, 'root.tsx'))
    expect(tree.layouts.sort()).toEqual([
      path.join(app, 'routes/language.en.tsx'),
      path.join(app, 'routes/language.sw.tsx'),
    ])
    expect(tree.pages).toContain(path.join(app, 'routes/home.tsx'))
    expect(tree.pages).toContain(path.join(app, 'routes/coming-soon.tsx'))
    expect(new Set(tree.pages).size).toBe(tree.pages.length)
    expect(tree.pages).not.toContain(path.join(app, 'routes/language.en.tsx'))
  })
})
