import { faq } from '~/content/faq'
import { faqSw } from '~/content/sw/faq'
import { listFaqItems } from './queries'

describe('the FAQ in the page language', () => {
  it('gives the five English questions as the content has them', () => {
    expect(listFaqItems('en')).toEqual(faq)
  })

  it('gives the five Kiswahili questions and answers, in the English order', () => {
    expect(listFaqItems('sw')).toEqual(faqSw)
    expect(listFaqItems('sw')).toHaveLength(faq.length)
    expect(listFaqItems('sw')[1]?.question).toBe('Je, naweza kuuliza swali langu kwa Kiswahili?')
  })
})
