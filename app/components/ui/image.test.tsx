// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { Image } from './image'

describe('Image', () => {
  it('tries the fallback source, then shows the fallback element, reporting each failure', () => {
    const onFailure = vi.fn()
    render(
      <Image
        src="https://img.test/a.jpg"
        fallbackSrc="https://img.test/b.jpg"
        fallback={<span>JM</span>}
        alt="John Mwangi"
        onFailure={onFailure}
      />,
    )
    const image = screen.getByRole('img', { name: 'John Mwangi' })
    expect(image).toHaveAttribute('loading', 'lazy')
    fireEvent.error(image)
    expect(screen.getByRole('img', { name: 'John Mwangi' })).toHaveAttribute('src', 'https://img.test/b.jpg')
    fireEvent.error(screen.getByRole('img', { name: 'John Mwangi' }))
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText('JM')).toBeInTheDocument()
    expect(onFailure.mock.calls).toEqual([['https://img.test/a.jpg'], ['https://img.test/b.jpg']])
  })

  it('shows nothing when there is no fallback at all', () => {
    const { container } = render(<Image src="https://img.test/a.jpg" alt="" />)
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
  })
})

describe('Image with a srcset', () => {
  it('drops the srcset with the source that failed, so the fallback can show', () => {
    render(
      <Image
        src="https://img.test/a.jpg"
        srcSet="https://img.test/a-640.jpg 640w"
        fallbackSrc="https://img.test/b.jpg"
        alt="Field"
      />,
    )
    const image = screen.getByRole('img', { name: 'Field' })
    expect(image).toHaveAttribute('srcset', 'https://img.test/a-640.jpg 640w')
    fireEvent.error(image)
    expect(screen.getByRole('img', { name: 'Field' })).toHaveAttribute('src', 'https://img.test/b.jpg')
    expect(screen.getByRole('img', { name: 'Field' })).not.toHaveAttribute('srcset')
  })
})
