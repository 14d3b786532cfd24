// @vitest-environment jsdom
import { copyText, whatsappShareUrl } from './share'

describe('whatsappShareUrl', () => {
  it('puts the title and the address in the encoded text', () => {
    const url = whatsappShareUrl('Soil Health & Lime', 'https://tujue.example/articles/soil-health')
    expect(url).toBe(
      'https://wa.me/?text=Soil%20Health%20%26%20Lime%20https%3A%2F%2Ftujue.example%2Farticles%2Fsoil-health',
    )
    expect(new URL(url).searchParams.get('text')).toBe('Soil Health & Lime https://tujue.example/articles/soil-health')
  })
})

describe('copyText', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard')
    Reflect.deleteProperty(document, 'execCommand')
  })

  it('uses the Clipboard API where there is one', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await expect(copyText('https://tujue.example/a')).resolves.toBe(true)
    expect(writeText).toHaveBeenCalledWith('https://tujue.example/a')
  })

  it('falls back to copying a selection when the Clipboard API refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('NotAllowedError'))
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    let selected = ''
    const execCommand = vi.fn(() => {
      selected = document.querySelector('textarea')?.value ?? ''
      return true
    })
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })
    await expect(copyText('https://tujue.example/b')).resolves.toBe(true)
    expect(execCommand).toHaveBeenCalledWith('copy')
    expect(selected).toBe('https://tujue.example/b')
    expect(document.querySelector('textarea')).toBeNull()
  })

  it('says so when nothing could copy', async () => {
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true })
    await expect(copyText('x')).resolves.toBe(false)
  })
})
