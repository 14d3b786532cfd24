// The Kiswahili words our guides and pages use for farming terms: the words Kenyan extension
// officers use, so every guide says "viwavijeshi vamizi" for fall armyworm, never a word of
// its own, and a disease has one name everywhere. guides-sw.test.ts holds each Kiswahili guide to it: where the English guide names
// a term, its Kiswahili twin uses one of the listed forms (Kiswahili nouns change with
// number, so a term may list its singular and plural).
import { z } from 'zod'

const TermSchema = z
  .string()
  .trim()
  .min(2)
  .regex(/^[\p{Ll}\d' -]+$/u, 'lower case words')

export const GlossaryEntrySchema = z.object({
  /** The English term as the English guides write it (any one form counts). */
  en: z.array(TermSchema).min(1),
  /** The Kiswahili term; the first form is the one to use, the others are its plural or case forms. */
  sw: z.array(TermSchema).min(1),
  /** Why this word, where it is easy to get wrong. */
  note: z.string().trim().min(3).optional(),
})
export type GlossaryEntry = z.infer<typeof GlossaryEntrySchema>

export const glossary = z.array(GlossaryEntrySchema).parse([
  // Crops and their enemies
  { en: ['maize'], sw: ['mahindi'] },
  { en: ['beans'], sw: ['maharagwe', 'maharage'] },
  { en: ['rice', 'paddy'], sw: ['mpunga', 'mchele'], note: 'mpunga in the field, mchele once milled' },
  { en: ['seed', 'seeds'], sw: ['mbegu'] },
  { en: ['seedlings'], sw: ['miche', 'mche'] },
  { en: ['weeds'], sw: ['magugu', 'gugu'] },
  { en: ['pests'], sw: ['wadudu waharibifu', 'wadudu'] },
  { en: ['pesticide', 'pesticides'], sw: ['viuatilifu', 'kiuatilifu'] },
  { en: ['fall armyworm'], sw: ['viwavijeshi vamizi', 'kiwavijeshi vamizi'] },
  {
    en: ['larger grain borer'],
    sw: ['dumuzi'],
    note: 'dumuzi is the larger grain borer; the maize weevil is fukusi',
  },
  { en: ['weevil', 'weevils'], sw: ['fukusi'] },
  { en: ['striga'], sw: ['kiduha'] },
  { en: ['rust'], sw: ['kutu'] },
  { en: ['late blight'], sw: ['baa chelewa'] },
  { en: ['wilt'], sw: ['mnyauko'] },
  { en: ['aflatoxin', 'aflatoxins'], sw: ['sumukuvu'] },
  { en: ['harvest'], sw: ['mavuno', 'kuvuna', 'uvunaji', 'vuna'] },

  // Soil and water
  { en: ['soil'], sw: ['udongo'] },
  { en: ['fertiliser', 'fertilisers', 'fertilizer'], sw: ['mbolea'] },
  {
    en: ['planting fertiliser', 'basal fertiliser'],
    sw: ['mbolea ya kupandia'],
    note: 'the fertiliser put in the hole at planting',
  },
  { en: ['top-dress', 'top dress', 'top-dressing', 'top dressing'], sw: ['mbolea ya kukuzia'] },
  { en: ['manure'], sw: ['samadi'] },
  { en: ['compost'], sw: ['mboji'] },
  { en: ['lime', 'liming'], sw: ['chokaa'] },
  { en: ['mulch', 'mulching'], sw: ['matandazo'] },
  { en: ['erosion'], sw: ['mmomonyoko'] },
  { en: ['legumes', 'legume'], sw: ['mikunde', 'jamii ya mikunde'] },
  { en: ['crop rotation', 'rotation'], sw: ['mzunguko wa mazao', 'kubadilisha mazao'] },
  { en: ['ridges'], sw: ['matuta', 'tuta'], note: 'matuta are ridges; terraces are matuta ya ngazi' },
  { en: ['terraces', 'terrace'], sw: ['matuta ya ngazi'] },
  { en: ['irrigation'], sw: ['umwagiliaji'] },
  { en: ['drought', 'droughts'], sw: ['ukame'], note: 'ukame is drought; kiangazi is the dry season' },
  { en: ['dry season'], sw: ['kiangazi'] },
  { en: ['bag', 'bags'], sw: ['gunia', 'magunia', 'mfuko', 'mifuko'], note: 'gunia is the 90 kg bag' },
  { en: ['debe'], sw: ['debe', 'madebe'] },
  { en: ['drone', 'drones'], sw: ['ndege isiyo na rubani', 'ndege zisizo na rubani', 'droni'] },
  { en: ['extension officer', 'extension officers'], sw: ['afisa ugani', 'maafisa ugani'] },

  // Animals and their diseases
  { en: ['livestock'], sw: ['mifugo'] },
  { en: ['east coast fever'], sw: ['ndigana kali'], note: 'ndigana alone is ambiguous' },
  { en: ['anaplasmosis'], sw: ['ndigana baridi'] },
  { en: ['newcastle disease'], sw: ['kideri'] },
  { en: ['mastitis'], sw: ['ugonjwa wa kiwele'] },
  { en: ['anthrax'], sw: ['kimeta'] },
  { en: ['rabies'], sw: ['kichaa cha mbwa'] },
  { en: ['foot-and-mouth disease', 'foot-and-mouth'], sw: ['ugonjwa wa miguu na midomo', 'miguu na midomo'] },
  {
    en: ['lumpy skin disease', 'lumpy skin'],
    sw: ['ugonjwa wa vinundu vya ngozi', 'vinundu vya ngozi'],
    note: 'the name of the Directorate of Veterinary Services’ Kiswahili field guide; not "ngozi yenye vivimbe"',
  },
  { en: ['african swine fever'], sw: ['homa ya nguruwe ya afrika'], note: 'not "ya Kiafrika"' },
  {
    en: ['brucellosis'],
    sw: ['ugonjwa wa kutupa mimba'],
    note: 'it makes cows and goats abort; write "(brucellosis)" after it once, as farmers also know it by that name',
  },
  {
    en: ['artificial insemination'],
    sw: ['uhimilishaji'],
    note: 'uhimilishaji, never "uhamilishaji"; the inseminator is mhimilishaji; breeding is upandishaji, not uzalishaji (production)',
  },
  { en: ['ticks'], sw: ['kupe'] },
  { en: ['vaccination', 'vaccinate', 'vaccines', 'vaccine'], sw: ['chanjo', 'kuchanja'] },
  { en: ['deworming', 'deworm', 'dewormer'], sw: ['dawa ya minyoo', 'minyoo'] },
  { en: ['veterinarian', 'veterinary officer', 'vet'], sw: ['daktari wa mifugo', 'madaktari wa mifugo'] },
  { en: ['poultry'], sw: ['kuku'] },
  { en: ['fodder'], sw: ['lishe', 'chakula cha mifugo', 'malisho'] },
  {
    en: ['napier grass', 'napier'],
    sw: ['majani tembo'],
    note: 'the name farmers and extension officers use; "Napier" may follow in brackets',
  },
  { en: ['udder'], sw: ['kiwele'] },
  { en: ['calf', 'calves'], sw: ['ndama'] },
  { en: ['colostrum'], sw: ["dang'a"], note: 'the first thick milk after calving; maziwa ya kwanza explains it' },
  { en: ['heifer', 'heifers'], sw: ['mtamba', 'mitamba'] },
  { en: ['gumboro'], sw: ['gumboro'], note: 'infectious bursal disease; farmers know it by this name' },
  { en: ['chicks'], sw: ['vifaranga', 'kifaranga'] },
  { en: ['eggs'], sw: ['mayai', 'yai'] },
  { en: ['vaccination calendar'], sw: ['ratiba ya chanjo'] },
  { en: ['mould', 'mouldy'], sw: ['ukungu'] },
  { en: ['moisture'], sw: ['unyevu'] },
  { en: ['hermetic'], sw: ['isiyopitisha hewa'], note: 'mifuko isiyopitisha hewa: PICS and other airtight bags' },
  { en: ['withdrawal period'], sw: ['muda wa kusubiri'] },
  { en: ['pre-harvest interval'], sw: ['muda wa kusubiri kabla ya kuvuna'] },
  { en: ['re-entry interval'], sw: ['muda wa kutoingia shambani', 'muda wa kutoingia'] },
  { en: ['label'], sw: ['lebo'] },
  { en: ['bees'], sw: ['nyuki'] },
  { en: ['poison information centre'], sw: ['kituo cha habari za sumu'] },
  { en: ['acaricide', 'acaricides'], sw: ['dawa ya kupe', 'dawa za kupe', 'dawa ya kuua kupe', 'dawa za kuua kupe'] },
  {
    en: ['notifiable disease', 'notifiable diseases'],
    sw: ['magonjwa yanayopaswa kuripotiwa', 'ugonjwa unaopaswa kuripotiwa'],
  },
  { en: ['carcass', 'carcasses'], sw: ['mzoga', 'mizoga'] },
])

/**
 * Whether `text` names `term` as a whole word or phrase, in any case. A hyphenated word is one
 * word: "agro-vet" is a shop, not a vet, and "soil-borne" is not "soil".
 */
export function namesTerm(text: string, term: string) {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![\\p{L}\\d-])${escaped}(?![\\p{L}\\d-])`, 'iu').test(text)
}
