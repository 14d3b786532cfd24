// Interface strings of one area; app/i18n/sw.ts puts the areas together.
import type { offline as english, offlinePage as englishPage } from '../en/offline'

/** Kusoma bila mtandao; the worker imports this file on its own (see en/offline.ts). */
export const offlinePage: typeof englishPage = {
  title: 'Huna mtandao',
  heading: 'Hakuna mtandao kwa sasa',
  body: 'Ukurasa huu bado haujahifadhiwa kwenye simu hii. Mtandao ukirudi, jaribu tena. Kwa sasa, unaweza kusoma kurasa zilizo hapa chini: zimehifadhiwa kwenye simu hii.',
  savedHeading: 'Zilizohifadhiwa kwenye simu hii',
  nothingSaved:
    'Bado hakuna kilichohifadhiwa. Kurasa unazofungua ukiwa na mtandao huwekwa hapa, ili uzisome tena bila mtandao.',
  tryAgain: 'Jaribu tena',
}

export const offline: typeof english = {
  updateReady: 'Toleo jipya liko tayari.',
  reload: 'Pakia upya',
}
