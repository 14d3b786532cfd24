import { expectConsoleError } from '../../tests/console-errors'
import { cn } from './utils'

describe('cn', () => {
  it('joins class names and drops empty ones', () => {
    expect(cn('px-3', false, undefined, 'text-base', { 'font-bold': true, italic: false })).toBe(
      'px-3 text-base font-bold',
    )
  })

  it('reports classes that set the same property, since it no longer merges them', () => {
    const consoleError = expectConsoleError()
    expect(cn('px-3 py-2', 'px-4')).toBe('px-3 py-2 px-4')
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('classes that set the same property as a later class: px-3 in'),
    )
  })
})
