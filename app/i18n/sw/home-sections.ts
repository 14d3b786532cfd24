// Kiswahili strings of the home page's islands and dialogs (en/home-sections.ts).
import type { homeSections as enHomeSections } from '../en/home-sections'
import { swNumber } from '../sw-number'

export const homeSections: typeof enHomeSections = {
  promoVideo: {
    label: 'Skyfield Aerotech kazini shambani',
    unsupported: 'Kivinjari chako hakiwezi kucheza video hii.',
    play: 'Cheza video',
    pause: 'Sitisha video',
  },
  topics: {
    heading: 'Mada Kuu',
    lead: 'Miongozo na video za vitendo kuhusu mambo ambayo wakulima hutuuliza zaidi.',
    learnMore: 'Soma zaidi',
    watchVideos: 'Tazama video',
    about: (title: string) => `kuhusu ${title}`,
    // Read after "Tazama video": "Tazama video za Afya ya Udongo".
    of: (title: string) => `za ${title}`,
    noVideos: 'Video zinakuja hivi karibuni',
  },
  reader: {
    subtitle: 'Mwongozo kamili wa mbinu za kisasa za kilimo',
    loading: 'Inapakia mwongozo…',
    failed: 'Hatukuweza kupakia mwongozo huu. Angalia muunganisho wako kisha ujaribu tena.',
    retry: 'Jaribu tena',
  },
  videoFlow: {
    title: (topic: string) => `Video za ${topic}`,
    chooseCrop: 'Chagua zao uone video zake.',
    chooseAnimal: 'Chagua mnyama uone video zake.',
    chooseVideo: 'Chagua video ya kutazama.',
    // "video" is the same word in the singular and the plural; one is said in words.
    videoCount: (count: number) => (count === 1 ? 'Video moja' : `Video ${swNumber(count)}`),
    backToCrops: 'Rudi kwenye mazao',
    backToAnimals: 'Rudi kwenye wanyama',
    watch: 'Tazama',
    watchVideo: (title: string) => `Tazama ${title}`,
    moreVideos: (topic: string) => `Video zaidi za ${topic} kwenye YouTube`,
    opensInNewTab: '(inafunguka kwenye kichupo kipya)',
    loading: 'Inapakia video…',
    failed: 'Hatukuweza kupakia video. Angalia muunganisho wako kisha ujaribu tena.',
    retry: 'Jaribu tena',
  },
  companies: {
    heading: 'Washirika wa Ubunifu katika Kilimo',
    body: 'Kutana na kampuni zinazofanya kazi na wakulima katika huduma za droni, maendeleo ya jamii na bima ya mazao.',
    browse: 'Tazama Kampuni',
    videoLabel: 'Washirika wetu kazini',
  },
  recentArticles: {
    heading: 'Makala za Hivi Karibuni',
    lead: 'Makala mpya kutoka kwa watafiti na wataalamu, zilizochaguliwa kwa ajili ya wakulima wa Afrika Mashariki.',
    viewAll: 'Tazama makala zote',
  },
  featuredVideos: {
    heading: 'Video Teule',
    lead: 'Mafunzo mafupi ya kutazama unapopata nafasi na mtandao.',
    viewAll: 'Tazama video zote',
  },
  statistics: {
    heading: 'Matokeo Yetu kwa Takwimu',
  },
  testimonials: {
    heading: 'Wakulima Wanasemaje',
    lead: 'Wakulima na viongozi wa vyama vya ushirika wanaeleza jinsi kituo hiki kimebadilisha kazi yao.',
    carousel: 'Shuhuda za wakulima',
    rating: (rating: number, max: number) => `Alama ${swNumber(rating)} kati ya ${swNumber(max)}`,
  },
  mission: {
    heading: 'Dhamira Yetu',
    lead: 'Tunawaelimisha na kuwawezesha wakulima wa Kenya na Afrika Mashariki kupitia elimu, ubunifu na jamii.',
  },
  askExpertBanner: {
    heading: 'Una Swali la Kilimo?',
    body: 'Wataalamu wetu wa kilimo wako tayari kukusaidia kuhusu wadudu waharibifu, udongo, mazao, mifugo na mengineyo. Uliza kwa Kiingereza au Kiswahili.',
    askNow: 'Uliza Mtaalamu Sasa',
    browseFaqs: 'Soma Maswali ya Kawaida',
  },
  opening: 'Inafungua…',
}
