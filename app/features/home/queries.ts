// Look-ups for the home page's own sections (spec §2 "Home page").
import {
  askExpertBackground,
  companiesVideo,
  heroFallbackImage,
  heroSlides,
  missionCards,
  promoVideo,
  statistics,
} from '~/content/home'
import { testimonials } from '~/content/testimonials'

export function getHero() {
  return { slides: heroSlides, fallbackImage: heroFallbackImage }
}

export function listMissionCards() {
  return missionCards
}

export function getHomeVideos() {
  return { promo: promoVideo, companies: companiesVideo }
}

export function listStatistics() {
  return statistics
}

export function listTestimonials() {
  return testimonials
}

export function getAskExpertBackground() {
  return askExpertBackground
}
