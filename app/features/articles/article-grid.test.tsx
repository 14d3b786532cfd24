// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { createRoutesStub } from 'react-router'
import { articles } from '~/content/articles'
import { ArticleGrid } from './article-grid'
import { BOOKMARKS_STORAGE_KEY } from './bookmarks'
import { toArticleCard } from './queries'
import { SavedArticles } from './saved-articles'

const cards = articles.slice(0, 3).map((article) => toArticleCard(article, 'en'))
const [first, second] = cards as [(typeof cards)[number], (typeof cards)[number]]

function renderAt(element: ReactElement) {
  const Stub = createRoutesStub([{ path: '/articles', Component: () => element }])
  return render(<Stub initialEntries={['/articles']} />)
}

describe('bookmarks on article cards', () => {
  beforeEach(() => localStorage.clear())

  it('draws the cards once on a device with nothing saved, as the storage code arrives', async () => {
    // Fresh modules: the bookmark store before its storage code has loaded, as on a first visit.
    vi.resetModules()
    const fresh = await import('@testing-library/react')
    const { Profiler } = await import('react')
    const { createRoutesStub: freshStub } = await import('react-router')
    const { ArticleGrid: FreshGrid } = await import('./article-grid')
    const { setFallbackLanguage } = await import('~/i18n/messages')
    setFallbackLanguage({ locale: 'en', messages: (await import('~/i18n/en')).en })
    const commits: string[] = []
    const Stub = freshStub([
      {
        path: '/articles',
        Component: () => (
          <Profiler id="grid" onRender={(_, phase) => commits.push(phase)}>
            <FreshGrid articles={cards} />
          </Profiler>
        ),
      },
    ])
    fresh.render(<Stub initialEntries={['/articles']} />)
    expect(fresh.screen.getAllByRole('button', { pressed: false })).toHaveLength(3)
    // The storage code the store asked for arrives, and the store tells its readers.
    await import('./bookmarks')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(commits).toEqual(['mount'])
    fresh.cleanup()
  })

  it('saves and removes an article, keeping the list in local storage', async () => {
    const user = userEvent.setup()
    renderAt(<ArticleGrid articles={cards} />)
    const save = await screen.findByRole('button', { name: `Save ${first.title}` })
    expect(save).toHaveAttribute('aria-pressed', 'false')

    await user.click(save)
    const remove = await screen.findByRole('button', { name: `Remove ${first.title} from saved` })
    expect(remove).toHaveAttribute('aria-pressed', 'true')
    expect(JSON.parse(localStorage.getItem(BOOKMARKS_STORAGE_KEY) ?? '')).toEqual({
      version: 1,
      articleIds: [first.id],
    })

    await user.click(remove)
    expect(await screen.findByRole('button', { name: `Save ${first.title}` })).toHaveAttribute('aria-pressed', 'false')
    expect(JSON.parse(localStorage.getItem(BOOKMARKS_STORAGE_KEY) ?? '').articleIds).toEqual([])
  })

  it('shows what was saved before, and starts afresh over corrupt stored data', async () => {
    const user = userEvent.setup()
    localStorage.setItem(BOOKMARKS_STORAGE_KEY, JSON.stringify({ version: 1, articleIds: [second.id] }))
    const { unmount } = renderAt(<ArticleGrid articles={cards} />)
    expect(await screen.findByRole('button', { name: `Remove ${second.title} from saved` })).toBeInTheDocument()
    unmount()

    localStorage.setItem(BOOKMARKS_STORAGE_KEY, '{not json')
    renderAt(<ArticleGrid articles={cards} />)
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(3)
    await user.click(screen.getByRole('button', { name: `Save ${first.title}` }))
    expect(await screen.findByRole('button', { pressed: true })).toHaveAccessibleName(
      `Remove ${first.title} from saved`,
    )
    expect(JSON.parse(localStorage.getItem(BOOKMARKS_STORAGE_KEY) ?? '').articleIds).toEqual([first.id])
  })
})

describe('SavedArticles', () => {
  beforeEach(() => localStorage.clear())

  it('lists the saved articles, most recently saved first', async () => {
    localStorage.setItem(BOOKMARKS_STORAGE_KEY, JSON.stringify({ version: 1, articleIds: [second.id, first.id] }))
    renderAt(<SavedArticles articles={cards} />)
    const headings = await screen.findAllByRole('heading', { level: 3 })
    expect(headings.map((heading) => heading.textContent)).toEqual([
      expect.stringContaining(second.title),
      expect.stringContaining(first.title),
    ])
  })

  it('explains how to save when nothing is saved', async () => {
    renderAt(<SavedArticles articles={cards} />)
    expect(await screen.findByText('You have not saved any articles yet.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse all articles' })).toHaveAttribute('href', '/articles')
  })
})
