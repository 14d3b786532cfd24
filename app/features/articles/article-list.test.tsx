// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { articles } from '~/content/articles'
import type { ArticleCardData } from './article-card'
import { ArticleList } from './article-list'
import { toArticleCard } from './queries'

function renderList(items: ArticleCardData[], total: number, nextHref: string | null) {
  const Stub = createRoutesStub([
    { path: '/articles', Component: () => <ArticleList articles={items} total={total} nextHref={nextHref} /> },
  ])
  render(<Stub initialEntries={['/articles']} />)
}

describe('ArticleList', () => {
  const cards = articles.map((article) => toArticleCard(article, 'en'))

  it('shows the first page, its count and Load More Articles while more are hidden', () => {
    renderList(cards.slice(0, 6), 9, '/articles?show=9')
    expect(screen.getAllByRole('article')).toHaveLength(6)
    expect(screen.getByRole('status')).toHaveTextContent('Showing 6 of 9 articles')
    expect(screen.getByRole('link', { name: 'Load More Articles' })).toHaveAttribute('href', '/articles?show=9')
  })

  it('hides Load More Articles once everything is shown', () => {
    renderList(cards, 9, null)
    expect(screen.getAllByRole('article')).toHaveLength(9)
    expect(screen.queryByRole('link', { name: 'Load More Articles' })).toBeNull()
  })

  it("fetches the first card's photo at once, the page's largest paint on a phone, and the others lazily", () => {
    renderList(cards.slice(0, 6), 9, '/articles?show=9')
    const photos = screen.getAllByRole('article').map((card) => card.querySelector('img')!)
    expect(photos[0]).toHaveAttribute('loading', 'eager')
    expect(photos[0]).toHaveAttribute('fetchpriority', 'high')
    for (const photo of photos.slice(1)) {
      expect(photo).toHaveAttribute('loading', 'lazy')
      expect(photo).not.toHaveAttribute('fetchpriority')
    }
  })

  it('says so when a category has no articles', () => {
    renderList([], 0, null)
    expect(screen.getByText('No articles found for this category')).toBeInTheDocument()
    expect(screen.queryByRole('article')).toBeNull()
  })
})
