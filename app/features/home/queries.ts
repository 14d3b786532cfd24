// Look-ups for the home page's own sections (spec §2 "Home page").
import { articles } from '~/content/articles'
import {
  askExpertBackground,
  companiesVideo,
  heroFallbackImage,
  heroSlides,
  missionCards,
  promoVideo,
  statistics,
} from '~/content/home'
import type { Article } from '~/content/schema'
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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "April 8, 2025" → a sortable number (20250408); the content schema guarantees the shape. */
export function dateTextValue(date: string): number {
  const [month = '', day = '0', year = '0'] = date.replace(',', '').split(' ')
  return Number(year) * 10_000 + (MONTHS.indexOf(month) + 1) * 100 + Number(day)
}

/** Recent Articles: the newest `count` articles by date, newest first (spec §9: 4). */
export function listRecentArticles(count: number, from: Article[] = articles) {
  return [...from]
    .sort((a, b) => dateTextValue(b.date) - dateTextValue(a.date))
    .slice(0, count)
    .map(({ id, title, excerpt, author, date, category, image, externalUrl }) => ({
      id,
      title,
      excerpt,
      author,
      date,
      category,
      image,
      externalUrl,
    })) satisfies Pick<Article, 'id' | 'title' | 'excerpt' | 'author' | 'date' | 'category' | 'image' | 'externalUrl'>[]
}
