// The articles page: search, topics, the list, the saved articles.
// Both languages, picked with useCatalogue (messages.ts).

import { articles as enArticles } from './en/articles'
import type { Catalogue } from './messages'
import { articles as swArticles } from './sw/articles'

export const articlesMessages = { en: enArticles, sw: swArticles } satisfies Catalogue<typeof enArticles>
