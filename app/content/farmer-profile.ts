// What a farmer may tell us about their farm on the phone (the USSD menu's "my county and
// crops"): the 47 counties of the Constitution of Kenya 2010, First Schedule (Article 6(1)),
// read at https://www.xtra.net/article/kenya-2010-constitution/19/ (a copy of the text); and
// the crops and animals the menu offers, those our guides cover most.

export const COUNTIES = [
  'Mombasa',
  'Kwale',
  'Kilifi',
  'Tana River',
  'Lamu',
  'Taita/Taveta',
  'Garissa',
  'Wajir',
  'Mandera',
  'Marsabit',
  'Isiolo',
  'Meru',
  'Tharaka-Nithi',
  'Embu',
  'Kitui',
  'Machakos',
  'Makueni',
  'Nyandarua',
  'Nyeri',
  'Kirinyaga',
  "Murang'a",
  'Kiambu',
  'Turkana',
  'West Pokot',
  'Samburu',
  'Trans Nzoia',
  'Uasin Gishu',
  'Elgeyo/Marakwet',
  'Nandi',
  'Baringo',
  'Laikipia',
  'Nakuru',
  'Narok',
  'Kajiado',
  'Kericho',
  'Bomet',
  'Kakamega',
  'Vihiga',
  'Bungoma',
  'Busia',
  'Siaya',
  'Kisumu',
  'Homa Bay',
  'Migori',
  'Kisii',
  'Nyamira',
  'Nairobi City',
] as const

export type County = (typeof COUNTIES)[number]

/** The crops and animals of the menu, in its order (their names are in i18n/…/phone.ts). */
export const FARM_CROPS = [
  'maize',
  'beans',
  'rice',
  'potatoes',
  'vegetables',
  'dairy',
  'poultry',
  'goats-sheep',
] as const

export type FarmCrop = (typeof FARM_CROPS)[number]

/** The letters of a county's name, lower case: "Murang'a", "muranga" and "MURANG A" are one. */
const letters = (text: string) =>
  text
    .toLowerCase()
    .replace(/\bcounty\b|\bkaunti( ya)?\b|\bcity\b/g, '')
    .replace(/[^a-z]/g, '')

/**
 * The county a farmer typed, however they spelled its punctuation or case, or the one county
 * whose name starts with what they typed (at least 4 letters); undefined otherwise.
 */
export function findCounty(typed: string): County | undefined {
  const wanted = letters(typed)
  if (wanted.length < 3) return undefined
  const exact = COUNTIES.find((county) => letters(county) === wanted)
  if (exact) return exact
  if (wanted.length < 4) return undefined
  const starting = COUNTIES.filter((county) => letters(county).startsWith(wanted))
  return starting.length === 1 ? starting[0] : undefined
}
