import { index, route, type RouteConfig } from '@react-router/dev/routes'

// Every URL of the site in one place (spec §2 route table, plus DESIGN.md "Routes").
export default [
  index('routes/home.tsx'),
  route('about-us', 'routes/about-us.tsx'),
  route('articles', 'routes/articles.tsx'),
  route('articles/:slug', 'routes/articles.$slug.tsx'),
  route('videos', 'routes/videos.tsx'),
  route('videos/:slug', 'routes/videos.$slug.tsx'),
  route('ask-expert', 'routes/ask-expert.tsx'),
  route('companies', 'routes/companies.tsx'),
  route('companies/:companyId', 'routes/companies.$companyId.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('how-we-check', 'routes/how-we-check.tsx'),
  route('api/chat', 'routes/api.chat.ts'),
  route('marketplace', 'routes/coming-soon.tsx', { id: 'marketplace' }),
  route('drone-services', 'routes/coming-soon.tsx', { id: 'drone-services' }),
  route('auth', 'routes/coming-soon.tsx', { id: 'auth' }),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  // JSON the home page loads on demand: a guide for the article reader, a topic's video lists.
  route('api/topic-guides/:slug', 'routes/api.topic-guides.$slug.ts'),
  route('api/topic-videos/:slug', 'routes/api.topic-videos.$slug.ts'),
  route('*', 'routes/$.tsx'),
] satisfies RouteConfig
