// Interface strings of one area; app/i18n/en.ts puts the areas together.

export const home = {
  title: 'Tujue Ukulima',
  description:
    'Farming guides, video tutorials and expert advice for farmers in Kenya and East Africa, from Skyfield Aerotech in Mwea.',
  eyebrow: 'SKYFIELD TUJUE UKULIMA',
  heading: 'Growing Smarter, Farming Better!',
  subheading: 'Your go-to hub for fun, easy, and expert farming tips straight from the field.',
  browseArticles: 'Browse Articles',
  askExpert: 'Ask an Expert',
}
