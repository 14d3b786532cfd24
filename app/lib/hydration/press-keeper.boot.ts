// The entry the build inlines into every page's <head> (see inline-script in vite.config.ts).
import { markPageIdle } from './after-load'
import { linkManifestWhenIdle } from '~/lib/offline/link-manifest'
import { registerWorkerWhenIdle } from '~/lib/offline/register-worker'
import { holdLazyPhotosUntilFirstPaint } from './photos-after-first-paint'
import { offerReadersLanguage } from '~/lib/language-offer'
import { keepStylesheetForNextPages } from '~/lib/stylesheet/first-visit'
import { closeMenusOnEscape } from './close-menu-on-escape'
import { APP_START_DEADLINE_MS } from './contract'
import { loadAfreshOnHistoryStepBeforeStart } from './history-step-before-start'
import { keepPresses } from './press-keeper'

keepPresses(document, document.currentScript?.nonce ?? '')
loadAfreshOnHistoryStepBeforeStart(window)
closeMenusOnEscape(document)
// Given back when the page's script starts at the latest.
holdLazyPhotosUntilFirstPaint(window, APP_START_DEADLINE_MS)
registerWorkerWhenIdle(window)
linkManifestWhenIdle(window)
keepStylesheetForNextPages(window)
// Before markPageIdle, which fires the event it waits for.
offerReadersLanguage(window)
markPageIdle(window)
