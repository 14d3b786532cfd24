// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
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

  it('shows the photo, and the initials once the photo fails to load', () => {
    const { container } = render(
      <TeamMemberCard member={{ ...member, image: 'https://img.test/victoria.jpg' }} index={1} />,
    )
    const photo = container.querySelector('img')
    expect(photo).toHaveAttribute('src', 'https://img.test/victoria.jpg')
    expect(screen.queryByText('VW')).toBeNull()
    fireEvent.error(photo!)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByText('VW')).toBeInTheDocument()
  })
})
