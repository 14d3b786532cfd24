// The /articles cards in Kiswahili, keyed by slug: the excerpt and the photo's
// description. The titles stay as written: they are the real titles of the external articles.
import { z } from 'zod'
import { keyedOverlay, swText } from './schema'

export const ArticlesSwSchema = keyedOverlay({
  excerpt: swText(40, 300),
  image: z.strictObject({ alt: swText(3) }),
})
export type ArticlesSwInput = z.input<typeof ArticlesSwSchema>

export const articlesSw = ArticlesSwSchema.parse({
  'modern-approaches-to-pest-control': {
    excerpt:
      'Makala ya utafiti kuhusu kudhibiti wadudu waharibifu wa mpunga kwa mbinu za kisasa na njia mpya: maarifa ya msingi kwa wakulima wa mpunga wa Mwea na skimu nyingine za umwagiliaji wanaotaka kunyunyizia kidogo na kulinda zaidi.',
    image: {
      alt: 'Mikono imeshika kompyuta kibao juu ya shamba la mpunga la kijani, ikizungukwa na alama za kilimo',
    },
  },
  'drone-technology-in-agriculture': {
    excerpt:
      'Jinsi droni za kilimo zinavyotumika leo: kuchora ramani za mashamba, kukagua afya ya mazao kutoka angani na kunyunyizia pembejeo, na mambo ambayo mkulima anapaswa kupima kabla ya kulipia huduma za droni.',
    image: { alt: 'Droni yenye kamera ikielea juu ya mazao ya kijani shambani' },
  },
  'improving-soil-health': {
    excerpt:
      'Kanuni za msingi za kujenga udongo wenye afya: uvuruge udongo kidogo, uufunike kila wakati, panda mazao ya aina mbalimbali na uache mizizi hai ardhini, ili ardhi iendelee kuzalisha msimu baada ya msimu.',
    image: { alt: 'Mkulima amepiga magoti kwenye udongo uliolimwa wakati wa machweo, akiwa ameshika ripoti mkononi' },
  },
  'benefits-of-precision-drone-spraying': {
    excerpt:
      'Kijarida cha ugani cha chuo kikuu kuhusu kunyunyizia viuatilifu kwa droni: mahali droni zinapofanya vizuri kuliko mashine za ardhini, kama mashamba yenye maji, ya milimani au madogo, na changamoto ambazo waendeshaji bado wanakabiliana nazo.',
    image: { alt: 'Droni ya kunyunyizia ikiruka juu ya shamba la nafaka inayokomaa' },
  },
  'adapting-rice-farming-to-climate-change': {
    excerpt:
      'Makala ya kisayansi kuhusu uzalishaji wa mpunga tabianchi inapobadilika: maarifa ya msingi kwa wakulima wanaotafakari jinsi joto, vipindi vya ukavu na mvua zisizotabirika zinavyoathiri mashamba yao ya mpunga.',
    image: {
      alt: 'Tufe la dunia, nusu kavu lenye nyufa na nusu la kijani, likiwa kati ya ukame na shamba la kijani',
    },
  },
  'essential-rice-farming-techniques': {
    excerpt:
      'Mwongozo wa kilimo cha mpunga kutoka kwa kampuni ya mbolea, unaotilia mkazo kulisha zao vizuri. Mahali pazuri pa kuanzia kwa yeyote anayeanza kilimo cha mpunga.',
    image: { alt: 'Pampu ya maji ikimwagilia shamba changa la mpunga' },
  },
  'iot-applications-in-agriculture': {
    excerpt:
      'Jinsi vihisi na vifaa vilivyounganishwa kwenye mtandao (IoT) vinavyowasaidia wakulima kufuatilia unyevu wa udongo, hali ya hewa na mazao, ili maji, mbolea na nguvu kazi vitumike pale vinapohitajika.',
    image: { alt: 'Mistari ya mazao wakati wa machweo, ikiwa na alama za kilimo cha kidijitali zilizochorwa juu yake' },
  },
  'organic-methods-for-pest-management': {
    excerpt:
      'Mwongozo wa kudhibiti wadudu waharibifu kwa njia ya kilimo hai: kuzuia matatizo kwa mzunguko wa mazao na udongo wenye afya, kuwavutia maadui wa asili wa wadudu, na kutumia bidhaa zilizoidhinishwa kama hatua ya mwisho tu.',
    image: { alt: 'Mtungi wa unga wa diatomu na chujio kando ya mimea michanga ya letasi' },
  },
  'soil-types-for-rice-production': {
    excerpt:
      'Utangulizi wa aina za udongo na jinsi ya kuzitofautisha kwa kuzigusa na kwa kuzipima. Kuujua udongo wako kunakusaidia kukadiria jinsi shamba linavyoshika maji, jambo lenye umuhimu mkubwa kwa mpunga.',
    image: { alt: 'Sehemu za mazao yenye rangi tofauti katika shamba zima' },
  },
})
