// Kiswahili interface strings of one page or feature; app/i18n/<area>.ts pairs them with the English.
import type { articles as enArticles } from '../en/articles'
import { swNumber } from '../sw-number'

// "makala" (article) is the same word in the singular and the plural; "mwongozo" (guide) is not.
const guideCount = (count: number) => (count === 1 ? 'mwongozo 1' : `miongozo ${swNumber(count)}`)

export const articles: typeof enArticles = {
  title: 'Makala na Nyenzo',
  description:
    'Miongozo na makala ya kilimo kwa wakulima wa Kenya: udhibiti wa wadudu waharibifu, afya ya udongo, kilimo cha kidijitali, unyunyiziaji kwa droni na mengineyo.',
  searchFormLabel: 'Makala na miongozo',
  searchLabel: 'Tafuta makala na miongozo',
  searchPlaceholder: 'mf. mahindi, chokaa, viwavijeshi',
  searchButton: 'Tafuta',
  topicLabel: 'Mada',
  allTopics: 'Mada Zote',
  viewsLabel: 'Orodha za makala',
  allArticles: 'Makala zote',
  saved: 'Zilizohifadhiwa',
  listHeading: 'Makala',
  showing: (shown: number, total: number) => `Inaonyesha makala ${swNumber(shown)} kati ya ${swNumber(total)}`,
  loadMore: 'Pakia Makala Zaidi',
  empty: 'Hakuna makala zilizopatikana katika kundi hili',
  guidesHeading: 'Miongozo ya mada',
  guidesLead:
    'Miongozo yetu wenyewe ya hatua kwa hatua, iliyoandikwa kwa ajili ya mashamba ya Kenya na Afrika Mashariki.',
  // Search (beyond the spec: the search box works).
  resultsHeading: (query: string) => `Matokeo ya utafutaji wa “${query}”`,
  resultsSummary: (guides: number, articles: number) =>
    `Matokeo: ${guideCount(guides)} na makala ${swNumber(articles)}`,
  guideResultsHeading: 'Miongozo ya mada',
  articleResultsHeading: 'Makala',
  inSection: 'Sehemu:',
  noResults: (query: string) => `Hakuna matokeo ya “${query}”`,
  noResultsHelp: 'Hakikisha umeandika neno sawasawa, jaribu neno fupi au tofauti, au pitia miongozo yetu ya mada:',
  clearSearch: 'Futa utafutaji',
  // Bookmarks (beyond the spec: the bookmark button works).
  save: (title: string) => `Hifadhi ${title}`,
  unsave: (title: string) => `Ondoa ${title} kwenye zilizohifadhiwa`,
  savedToast: 'Makala imehifadhiwa',
  savedToastBody: 'Utaipata chini ya Zilizohifadhiwa kwenye ukurasa wa Makala.',
  removedToast: 'Makala imeondolewa kwenye Zilizohifadhiwa',
  saveFailed: 'Hatukuweza kuhifadhi makala hii kwenye kifaa chako',
  saveFailedBody:
    'Kivinjari chako kinazuia tovuti hii kuhifadhi data. Angalia mipangilio yake ya faragha kisha ujaribu tena.',
  savedHeading: 'Makala zilizohifadhiwa',
  savedIntro: 'Makala ulizohifadhi kwenye kifaa hiki.',
  savedEmpty: 'Bado hujahifadhi makala yoyote.',
  savedEmptyHelp: 'Bonyeza kitufe cha alamisho kwenye makala ili uiweke hapa.',
  savedLoading: 'Makala ulizohifadhi zimewekwa kwenye kifaa hiki, na zitaonekana hapa ukurasa ukishapakia.',
  browseArticles: 'Pitia makala zote',
}
