// Interface strings of one page or feature; app/i18n/<area>.ts pairs them with their Kiswahili.

export const home = {
  title: 'Tujue Ukulima',
  description:
    'Farming guides, video tutorials and expert advice for farmers in Kenya and East Africa, from Skyfield Aerotech in Mwea.',
  heading: 'Growing Smarter, Farming Better!',
  subheading: 'Your go-to hub for fun, easy, and expert farming tips straight from the field.',
  browseArticles: 'Browse Articles',
  askExpert: 'Ask an Expert',
  carousel: {
    hero: 'Photos from the field',
    slide: 'slide',
    slideLabel: (position: number, total: number) => `${position} of ${total}`,
    carousel: 'carousel',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
  },
  mission: {
    heading: 'Our Mission',
    lead: 'We educate and empower farmers in Kenya and East Africa through education, innovation and community.',
  },
  opening: 'Opening…',
  askExpertBanner: {
    heading: 'Have a Farming Question?',
    body: 'Our agricultural experts are ready to help with pests, soil, crops, livestock and more. Ask in English or Kiswahili.',
    askNow: 'Ask an Expert Now',
    browseFaqs: 'Browse FAQs',
  },
}
