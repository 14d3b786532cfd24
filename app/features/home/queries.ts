// Look-ups for the home page's own sections, in the page's language.
import {
  askExpertBackground,
  companiesVideo,
  heroFallbackImage,
  heroSlides,
  missionCards,
  promoVideo,
  statistics,
} from '~/content/home'
import type { HeroSlide, MissionCard, Statistic, Testimonial } from '~/content/schema'
import { swEntry } from '~/content/sw/entry'
import { homeSw } from '~/content/sw/home'
import { testimonialsSw } from '~/content/sw/testimonials'
import { testimonials } from '~/content/testimonials'
import type { Locale } from '~/i18n/locale'
import { statisticsBackdrop } from '~/content/backdrops'

/** The Kiswahili texts laid over the English entries in order; photos, icons and figures stay. */
const overIndex = <Item, Text>(items: Item[], texts: Text[]) =>
  items.map((item, index) => ({ ...item, ...swEntry(texts, index) }))

const homeIn: Record<
  Locale,
  { heroSlides: HeroSlide[]; missionCards: MissionCard[]; statistics: Statistic[]; testimonials: Testimonial[] }
> = {
  en: { heroSlides, missionCards, statistics, testimonials },
  sw: {
    heroSlides: overIndex(heroSlides, homeSw.heroSlides),
    missionCards: overIndex(missionCards, homeSw.missionCards),
    statistics: overIndex(statistics, homeSw.statistics),
    // A farmer's words in Kiswahili; the name, photo and rating stay.
    testimonials: testimonials.map((testimonial) => ({ ...testimonial, ...swEntry(testimonialsSw, testimonial.id) })),
  },
}

export function getHero(locale: Locale) {
  return { slides: homeIn[locale].heroSlides, fallbackImage: heroFallbackImage }
}

export function listMissionCards(locale: Locale) {
  return homeIn[locale].missionCards
}

export function getHomeVideos() {
  return { promo: promoVideo, companies: companiesVideo }
}

export function listStatistics(locale: Locale) {
  return homeIn[locale].statistics
}

export function listTestimonials(locale: Locale) {
  return homeIn[locale].testimonials
}

/** The provider's photo behind the statistics band (the same in both languages). */
export function getStatisticsBackdrop() {
  return statisticsBackdrop
}

export function getAskExpertBackground() {
  return askExpertBackground
}
