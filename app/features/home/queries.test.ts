import { heroSlides, missionCards, statistics } from '~/content/home'
import { homeSw } from '~/content/sw/home'
import { testimonialsSw } from '~/content/sw/testimonials'
import { testimonials } from '~/content/testimonials'
import { getHero, listMissionCards, listStatistics, listTestimonials } from './queries'

describe('the home page in the page language', () => {
  it('gives English exactly as the content has it', () => {
    expect(getHero('en').slides).toEqual(heroSlides)
    expect(listMissionCards('en')).toEqual(missionCards)
    expect(listStatistics('en')).toEqual(statistics)
    expect(listTestimonials('en')).toEqual(testimonials)
  })

  it('describes the hero photos in Kiswahili, with the same photos', () => {
    expect(getHero('sw').slides).toEqual(heroSlides.map((slide, index) => ({ ...slide, ...homeSw.heroSlides[index] })))
    expect(getHero('sw').fallbackImage).toBe(getHero('en').fallbackImage)
  })

  it('gives the mission cards and statistics Kiswahili words, keeping icons and figures', () => {
    expect(listMissionCards('sw')).toEqual(
      missionCards.map((card, index) => ({ ...card, ...homeSw.missionCards[index] })),
    )
    expect(listStatistics('sw')).toEqual(
      statistics.map((statistic, index) => ({ ...statistic, label: homeSw.statistics[index]?.label })),
    )
    expect(listStatistics('sw')[0]).toMatchObject({ value: 10000, suffix: '+', label: 'Wakulima Waliosaidiwa' })
  })

  it("gives each farmer's testimonial in Kiswahili, under the same name, photo and rating", () => {
    const inKiswahili = listTestimonials('sw')
    testimonials.forEach((testimonial, index) => {
      expect(inKiswahili[index]).toEqual({ ...testimonial, ...testimonialsSw[String(testimonial.id)] })
      expect(inKiswahili[index]?.quote).not.toBe(testimonial.quote)
    })
  })
})
