// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { LocalPhotoSchema } from '~/content/schema'
import { TeamMemberCard } from './team-member-card'

const member = {
  name: 'Victoria Wambui',
  position: 'Chief Strategy & Marketing Officer (CSMO)',
  description: 'Shapes how the company reaches and listens to farmers, building partnerships along the way.',
}

describe('TeamMemberCard', () => {
  it('shows the initials when the leader has no photo', () => {
    const { container } = render(<TeamMemberCard member={member} index={0} />)
    expect(screen.getByRole('heading', { level: 3, name: 'Victoria Wambui' })).toBeInTheDocument()
    expect(screen.getByText('Chief Strategy & Marketing Officer (CSMO)')).toBeInTheDocument()
    expect(screen.getByText('VW')).toHaveAttribute('aria-hidden', 'true')
    expect(container.querySelector('img')).toBeNull()
  })

  it('shows the photo in phone and wider sizes over the initials, and the initials once the photo fails to load', () => {
    const image = LocalPhotoSchema.parse({ path: '/images/team/victoria', widths: [96, 192], width: 192, height: 192 })
    render(<TeamMemberCard member={{ ...member, image }} index={1} />)
    const photo = screen.getByRole('img', { name: 'Portrait of Victoria Wambui' })
    expect(photo).toHaveAttribute('src', '/images/team/victoria-96.webp')
    expect(photo).toHaveAttribute('srcset', '/images/team/victoria-96.webp 96w, /images/team/victoria-192.webp 192w')
    expect(photo).toHaveAttribute('sizes', '(min-width: 640px) 96px, 64px')
    expect(photo).toHaveAttribute('width', '192')
    expect(photo).toHaveAttribute('height', '192')
    expect(photo).toHaveAttribute('loading', 'lazy')
    expect(photo).toHaveAttribute('decoding', 'async')
    // The initials sit under the photo, which is drawn over them; on a page not yet interactive, a
    // photo the press keeper marks broken is hidden, and they show.
    const initials = screen.getByText('VW')
    expect(initials.compareDocumentPosition(photo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(photo).toHaveClass('absolute', 'inset-0', 'data-broken:invisible')
    fireEvent.error(photo)
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText('VW')).toBeInTheDocument()
  })
})
