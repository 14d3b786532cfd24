// The topics' names the footer lists: with the footer island, in its lazy chunk. Both languages,
// picked with useCatalogue (messages.ts).

import { topicNames as enTopicNames } from './en/topic-names'
import type { Catalogue } from './messages'
import { topicNames as swTopicNames } from './sw/topic-names'

export const topicNamesMessages = { en: enTopicNames, sw: swTopicNames } satisfies Catalogue<typeof enTopicNames>
