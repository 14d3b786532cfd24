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
}
