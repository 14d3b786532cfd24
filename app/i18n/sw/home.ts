// Kiswahili interface strings of one area; app/i18n/sw.ts puts the areas together.
import type { home as enHome } from '../en/home'

const number = new Intl.NumberFormat('sw-KE')

export const home: typeof enHome = {
  // The hub's name is the home page's title in both languages.
  title: 'Tujue Ukulima',
  description:
    'Miongozo ya kilimo, mafunzo ya video na ushauri wa wataalamu kwa wakulima wa Kenya na Afrika Mashariki, kutoka Skyfield Aerotech, Mwea.',
  heading: 'Lima kwa Maarifa, Vuna Zaidi!',
  subheading:
    'Mahali pako pa vidokezo vya kilimo vilivyo rahisi, vya kufurahisha na vya kitaalamu, moja kwa moja kutoka shambani.',
  browseArticles: 'Pitia Makala',
  askExpert: 'Uliza Mtaalamu',
  carousel: {
    hero: 'Picha kutoka shambani',
    slide: 'slaidi',
    slideLabel: (position: number, total: number) => `${number.format(position)} kati ya ${number.format(total)}`,
    carousel: 'onyesho la slaidi',
    previous: 'Slaidi iliyotangulia',
    next: 'Slaidi inayofuata',
    pause: 'Sitisha onyesho la slaidi',
    play: 'Endesha onyesho la slaidi',
  },
  mission: {
    heading: 'Dhamira Yetu',
    lead: 'Tunawaelimisha na kuwawezesha wakulima wa Kenya na Afrika Mashariki kupitia elimu, ubunifu na jamii.',
  },
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
    videoCount: (count: number) => (count === 1 ? 'Video moja' : `Video ${number.format(count)}`),
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
  opening: 'Inafungua…',
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
    rating: (rating: number, max: number) => `Alama ${number.format(rating)} kati ya ${number.format(max)}`,
  },
  askExpertBanner: {
    heading: 'Una Swali la Kilimo?',
    body: 'Wataalamu wetu wa kilimo wako tayari kukusaidia kuhusu wadudu waharibifu, udongo, mazao, mifugo na mengineyo. Uliza kwa Kiingereza au Kiswahili.',
    askNow: 'Uliza Mtaalamu Sasa',
    browseFaqs: 'Soma Maswali ya Kawaida',
  },
}
