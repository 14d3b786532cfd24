import { parseSms } from './sms-keywords'

describe('parseSms', () => {
  it.each([
    ['STOP', 'stop', 'en'],
    ['ondoka', 'stop', 'sw'],
    ['Anza!', 'start', 'sw'],
    ['start', 'start', 'en'],
    ['msaada', 'help', 'sw'],
    ['HELP.', 'help', 'en'],
    ['Hali', 'status', 'sw'],
    ['status', 'status', 'en'],
    ['futa', 'delete', 'sw'],
    ['FUTA  NDIYO', 'delete-confirmed', 'sw'],
    ['delete yes', 'delete-confirmed', 'en'],
  ])('reads %j alone as the keyword %s, in %s', (text, type, locale) => {
    expect(parseSms(text)).toEqual({ intent: { type }, keywordLocale: locale })
  })

  it('keeps a question that starts with a keyword a question', () => {
    expect(parseSms('Stop worms eating my maize?')).toEqual({
      intent: { type: 'question', text: 'Stop worms eating my maize?' },
    })
    expect(parseSms('Hali ya hewa itakuwaje wiki hii?').intent.type).toBe('question')
    // "Mahindi…" starts with M but not the word M.
    expect(parseSms('Mahindi yangu yana viwavi').intent.type).toBe('question')
  })

  it('takes the words after M, MTAALAMU or EXPERT to an expert', () => {
    expect(parseSms('M Ng’ombe wangu hali')).toEqual({
      intent: { type: 'expert', text: 'Ng’ombe wangu hali' },
      keywordLocale: undefined,
    })
    expect(parseSms('mtaalamu: majani yana madoa')).toEqual({
      intent: { type: 'expert', text: 'majani yana madoa' },
      keywordLocale: 'sw',
    })
    expect(parseSms('EXPERT')).toEqual({ intent: { type: 'expert', text: '' }, keywordLocale: 'en' })
  })

  it('reads LUGHA with a language it knows, and without one', () => {
    expect(parseSms('LUGHA EN')).toEqual({ intent: { type: 'language', locale: 'en' }, keywordLocale: 'sw' })
    expect(parseSms('language kiswahili')).toEqual({ intent: { type: 'language', locale: 'sw' }, keywordLocale: 'en' })
    expect(parseSms('lugha french')).toEqual({ intent: { type: 'language', locale: undefined }, keywordLocale: 'sw' })
  })

  it('calls a message of spaces empty', () => {
    expect(parseSms('   \n ')).toEqual({ intent: { type: 'empty' } })
  })
})
