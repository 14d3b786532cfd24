// The entry the build inlines into every page's <head> (see inline-script in vite.config.ts).
import { registerWorkerWhenIdle } from '~/lib/offline/register-worker'
import { keepStylesheetForNextPages } from '~/lib/stylesheet/first-visit'
import { keepPresses } from './press-keeper'

keepPresses(document, document.currentScript?.nonce ?? '')
registerWorkerWhenIdle(window)
keepStylesheetForNextPages(window)
