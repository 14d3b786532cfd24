import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'
import type { Locale } from './i18n/locale'

// Every URL of the site in one place (docs/requirements.md lists what each must do).
// Each page exists in English at its spec path and in Kiswahili under /sw: the
// same module twice, inside the language layout that gives it its strings.
function pages(locale: Locale) {
  // English pages keep the ids React Router gives a file; the Kiswahili twins add "sw/".
  const id = (name: string) => (locale === 'en' ? name : `sw/${name}`)
  return [
    index('routes/home.tsx', { id: id('routes/home') }),
    route('about-us', 'routes/about-us.tsx', { id: id('routes/about-us') }),
    route('articles', 'routes/articles.tsx', { id: id('routes/articles') }),
    route('articles/:slug', 'routes/articles.$slug.tsx', { id: id('routes/articles.$slug') }),
    route('videos', 'routes/videos.tsx', { id: id('routes/videos') }),
    route('videos/:slug', 'routes/videos.$slug.tsx', { id: id('routes/videos.$slug') }),
    route('ask-expert', 'routes/ask-expert.tsx', { id: id('routes/ask-expert') }),
    route('ask-expert/deleted', 'routes/ask-expert.deleted.tsx', { id: id('routes/ask-expert.deleted') }),
    route('ask-expert/requests/:token/delete', 'routes/ask-expert.requests.$token.delete.ts', {
      id: id('routes/ask-expert.requests.$token.delete'),
    }),
    route('ask-expert/requests/:token', 'routes/ask-expert.requests.$token.tsx', {
      id: id('routes/ask-expert.requests.$token'),
    }),
    route('companies', 'routes/companies.tsx', { id: id('routes/companies') }),
    route('companies/:companyId', 'routes/companies.$companyId.tsx', { id: id('routes/companies.$companyId') }),
    route('contact', 'routes/contact.tsx', { id: id('routes/contact') }),
    route('how-we-check', 'routes/how-we-check.tsx', { id: id('routes/how-we-check') }),
    route('marketplace', 'routes/coming-soon.tsx', { id: id('marketplace') }),
    route('drone-services', 'routes/coming-soon.tsx', { id: id('drone-services') }),
    route('auth', 'routes/coming-soon.tsx', { id: id('auth') }),
    // The experts' side of the consultations: private, rendered per request, never indexed.
    route('expert', 'routes/expert.tsx', { id: id('routes/expert') }),
    route('expert/sign-in', 'routes/expert.sign-in.tsx', { id: id('routes/expert.sign-in') }),
    route('expert/sign-out', 'routes/expert.sign-out.ts', { id: id('routes/expert.sign-out') }),
    route('expert/requests/:id', 'routes/expert.requests.$id.tsx', { id: id('routes/expert.requests.$id') }),
    // The short links our SMS carry (/g/k3x9q), in English only: the code itself names the language.
    ...(locale === 'en' ? [route('g/:code', 'routes/g.$code.tsx', { id: 'routes/g.$code' })] : []),
    route('*', 'routes/$.tsx', { id: id('routes/$') }),
  ]
}

export default [
  layout('routes/language.en.tsx', pages('en')),
  route('sw', 'routes/language.sw.tsx', pages('sw')),
  route('api/chat', 'routes/api.chat.ts'),
  // The footer's data saver switch posts here, in either language.
  route('data-saver', 'routes/data-saver.ts'),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  // JSON the home page loads on demand: a guide for the article reader, a topic's video lists.
  route('api/topic-guides/:slug', 'routes/api.topic-guides.$slug.ts'),
  route('api/topic-videos/:slug', 'routes/api.topic-videos.$slug.ts'),
  // A farmer's photo sent on WhatsApp, for a signed-in expert only.
  route('expert/requests/:id/photos/:photoId', 'routes/expert.requests.$id.photos.$photoId.ts'),
] satisfies RouteConfig
