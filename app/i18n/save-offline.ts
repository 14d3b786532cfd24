// "Save for offline" strings in both languages, for the code that is loaded only when a guide is
// saved or the Saved view shows the guides on the phone (see en/save-offline.ts).
import type { Catalogue } from './messages'
import { saveOffline as en } from './en/save-offline'
import { saveOffline as sw } from './sw/save-offline'

export const saveOfflineMessages = { en, sw } satisfies Catalogue<typeof en>
