// The data saver's strings: with the footer's switch and the lean pages' photos, both lazy.
// Both languages, picked with useCatalogue (messages.ts).

import { dataSaver as enDataSaver } from './en/data-saver'
import type { Catalogue } from './messages'
import { dataSaver as swDataSaver } from './sw/data-saver'

export const dataSaverMessages = { en: enDataSaver, sw: swDataSaver } satisfies Catalogue<typeof enDataSaver>
