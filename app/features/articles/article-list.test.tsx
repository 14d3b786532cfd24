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

  it('says so when a category has no articles', () => {
    renderList([], 0, null)
    expect(screen.getByText('No articles found for this category')).toBeInTheDocument()
    expect(screen.queryByRole('article')).toBeNull()
  })
})
