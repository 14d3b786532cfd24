// "Save for offline" strings in the reader's language, for the code that is loaded only when a
// guide is saved or the Saved view shows the guides on the phone (see en/save-offline.ts).
import type { Locale } from './locale'
import { saveOffline as en } from './en/save-offline'
import { saveOffline as sw } from './sw/save-offline'

export function saveOfflineMessages(locale: Locale) {
  return locale === 'sw' ? sw : en
}
