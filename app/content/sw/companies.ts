// The /companies entries in Kiswahili, keyed by company id: description, tagline
// and specialty; each video's description keyed by its YouTube id; each blog teaser's excerpt
// and category keyed by its id. Names, titles, authors and places stay as written (every
// location is "Nairobi, Kenya", the same in both languages).
import type { z } from 'zod'
import { keyedOverlay, swText } from './schema'

export const CompaniesSwSchema = keyedOverlay({
  description: swText(80),
  tagline: swText(10, 120),
  specialty: swText(3),
  videos: keyedOverlay({ description: swText(20, 200) }),
  blogs: keyedOverlay({ excerpt: swText(40, 300), category: swText(2) }),
})
export type CompaniesSwInput = z.input<typeof CompaniesSwSchema>

export const companiesSw = CompaniesSwSchema.parse({
  'skyfield-aerotech': {
    description:
      'Skyfield Aerotech ni kampuni ya Kenya ya huduma za droni inayofanya kazi na wakulima wa Mwea na kwingineko. Inatoa huduma za kunyunyizia mazao na kufuatilia mazao kwa droni za kilimo, ikiwasaidia wakulima kulinda mazao yao kwa wakati na kutumia pembejeo kwa uangalifu zaidi. Pia inaendesha Tujue Ukulima, kituo cha maarifa cha bure chenye makala, video na ushauri wa wataalamu kwa wakulima.',
    tagline: 'Huduma za droni na maarifa ya kilimo kwa wakulima wa Kenya',
    specialty: 'Teknolojia ya Droni',
    videos: {
      '9Xgd47PJTa8': {
        description:
          'Jinsi droni zinavyowasaidia wakulima kuweka pembejeo kwa usahihi na kuona mashamba yao kutoka angani.',
      },
      SJ0TysUEyic: {
        description: 'Njia za kufuatilia afya ya mazao katika shamba zima na kugundua matatizo kabla hayajaenea.',
      },
      a76KdORXA6M: {
        description: 'Zana na mawazo mapya yanayofanya kazi za kila siku shambani kuwa rahisi na za haraka zaidi.',
      },
      '5nC2eyrpUDk': {
        description: 'Teknolojia inayowasaidia wakulima kuzalisha zaidi huku wakitunza udongo na maji.',
      },
      DTg2fU9I2DM: {
        description: 'Kazi ambayo huduma ya droni ya kilimo hufanya shambani, na jinsi kazi hiyo inavyotekelezwa.',
      },
    },
    blogs: {
      '1': {
        excerpt:
          'Jinsi droni zinavyotoka kuwa kitu cha kushangaza hadi kuwa chombo cha kazi shambani, na maana ya hilo kwa wakulima wadogo wanaozikodi kwa kunyunyizia na kukagua mashamba.',
        category: 'Teknolojia',
      },
      '2': {
        excerpt:
          'Jinsi kunyunyizia kwa droni kwa kulenga mahali panapohitajika kunavyoweza kupunguza kemikali na maji yanayopotea, na kuingia katika mpango mpana wa kilimo endelevu.',
        category: 'Uendelevu',
      },
      '3': {
        excerpt:
          'Kwa nini ni muhimu kugundua mapema wadudu waharibifu, magonjwa na upungufu wa virutubisho, na jinsi ukaguzi wa mara kwa mara kutoka ardhini na angani unavyokusaidia kuchukua hatua kwa wakati.',
        category: 'Usimamizi wa Mazao',
      },
      '4': {
        excerpt:
          'Tathmini ya gharama na faida ambazo mkulima anapaswa kupima kabla ya kulipia huduma za droni, kuanzia kuokoa nguvu kazi na pembejeo hadi kufanya kazi kwa wakati.',
        category: 'Biashara',
      },
    },
  },
  'smachs-foundation': {
    description:
      'Smachs Foundation ni shirika la maendeleo ya jamii lililoko Nairobi. Linafanya kazi na jamii za wakulima katika elimu na mafunzo, likieneza mbinu za kilimo endelevu na kuwasaidia wakulima, wanawake na vijana kujenga maisha bora kupitia kilimo.',
    tagline: 'Kujenga jamii imara za wakulima kupitia elimu',
    specialty: 'Maendeleo ya Jamii',
    videos: {
      uzn84Zjnd94: { description: 'Jinsi jamii zinavyoweza kushirikiana kuboresha kilimo na maisha ya vijijini.' },
      tBiRbPlHbJI: { description: 'Mafunzo kuhusu mbinu za kilimo zinazolinda ardhi kwa ajili ya misimu ijayo.' },
      bIn2rRiCEHM: { description: 'Programu zinazoleta mawazo na zana mpya kwa jamii za wakulima.' },
      '5oVvetZm5Oo': { description: 'Simulizi za jamii za wakulima kuhusu mabadiliko ambayo mafunzo yameleta.' },
      n562ieDtTyU: {
        description: 'Warsha iliyorekodiwa ikiendelea, yenye mafunzo ya vitendo ya kilimo na maswali ya wakulima.',
      },
      sTRlgdZEizI: {
        description: 'Kulima mazao kwa mboji, samadi na udhibiti wa asili wa wadudu badala ya pembejeo za viwandani.',
      },
      Lv7wylrazfw: { description: 'Njia rahisi za kuvuna, kuhifadhi na kutunza maji shambani.' },
      qgaSmCXcfvY: {
        description: 'Kwa nini kulima mchanganyiko wa mazao hupunguza hatari na kunaweza kuboresha udongo na kipato.',
      },
      xXmWDX9KTCM: { description: 'Mahali wakulima wanapoweza kutafuta mikopo, vikundi vya akiba na misaada mingine.' },
      'pt48gO-y9W4': { description: 'Vidokezo vifupi vya vitendo ambavyo wakulima wanaweza kujaribu mashambani mwao.' },
      'R-YjuMhAVMk': {
        description: 'Kuufanya udongo uwe na rutuba na uhai kwa mabaki ya viumbe hai, kuufunika na mzunguko wa mazao.',
      },
      roZtOXpGA8s: { description: 'Mbinu za kilimo zinazosaidia mazao na mifugo kustahimili mabadiliko ya tabianchi.' },
      dS6HP8N8vzs: { description: 'Njia za kuwadhibiti wadudu waharibifu huku ukipunguza matumizi ya kemikali.' },
      UZt2wqIksQU: {
        description: 'Kunufaika zaidi na mavuno yako kwa kuvuna wakati unaofaa, kuyashughulikia vizuri na kuyahifadhi.',
      },
      dts1jVPEszM: {
        description: 'Jinsi wakulima wanavyoweza kujaribu na kuanza kutumia teknolojia mpya ya kilimo hatua kwa hatua.',
      },
    },
    blogs: {
      '1': {
        excerpt:
          'Kwa nini mafunzo ya wakulima na kujifunza pamoja husaidia jamii kuinuka baada ya misimu mibaya na kuendelea kuboresha mashamba yao.',
        category: 'Elimu',
      },
      '2': {
        excerpt:
          'Jinsi kutunza udongo, maji na bayoanuai kunavyosaidia mashamba kuendelea kuzalisha chakula kwa familia na masoko mwaka baada ya mwaka.',
        category: 'Uendelevu',
      },
      '3': {
        excerpt:
          'Tafakari kuhusu nafasi kuu ya wanawake katika kilimo, na jinsi kupata mafunzo, ardhi na fedha kunavyoweza kufungua fursa mpya.',
        category: 'Jamii',
      },
      '4': {
        excerpt:
          'Mawazo ya vitendo ya kulima mvua zinapozidi kutotabirika, kuanzia mazao yanayostahimili ukame hadi kuvuna maji na kuufunika udongo vizuri zaidi.',
        category: 'Tabianchi',
      },
      '5': {
        excerpt:
          'Kilimo hai kinahusisha nini, kinaweza kumsaidia mkulima mdogo wapi, na mbinu bora za kujenga rutuba na kudhibiti wadudu waharibifu kwa njia za asili.',
        category: 'Kilimo Hai',
      },
      '6': {
        excerpt:
          'Njia za gharama nafuu za kuvuna, kuhifadhi na kutumia maji kwa busara katika shamba dogo, kama matandazo, mabwawa ya maji na umwagiliaji wa matone.',
        category: 'Usimamizi wa Maji',
      },
    },
  },
  'pula-advisors': {
    description:
      'Pula Advisors inafanya kazi katika bima ya kilimo, ikiwasaidia wakulima wadogo kujilinda dhidi ya hasara zinazotokana na ukame, mafuriko, wadudu waharibifu na hatari nyinginezo. Kazi yake pia inajumuisha ushauri unaowasaidia wakulima kuelewa hatari zinazowakabili na kuinuka haraka zaidi baada ya msimu mbaya.',
    tagline: 'Kulinda mavuno na kipato cha wakulima dhidi ya hatari',
    specialty: 'Bima ya Kilimo',
    videos: {
      ZBloTs2jEgA: {
        description: 'Jinsi bima ya mazao inavyofanya kazi na jinsi inavyoweza kulinda uwekezaji wa mkulima.',
      },
      CKcs7xpbW9U: {
        description:
          'Njia za kujiandaa mapema kwa hatari za hali ya hewa, wadudu waharibifu na soko kabla hazijatokea.',
      },
      JwVeSMiRuFw: {
        description: 'Jinsi ushauri wa vitendo wa kilimo unavyowasaidia wakulima kufanya maamuzi bora kila msimu.',
      },
      cMMZEWLlL0c: { description: 'Jinsi simu za mkononi na data zinavyorahisisha wakulima wadogo kupata bima.' },
      '-vHF1HAsfrQ': { description: 'Programu zinazowasaidia wakulima kuinuka baada ya kupoteza mazao.' },
      'tKP0Wf2-_hg': { description: 'Kulinda pesa zilizowekezwa kwenye mbegu, mbolea na vifaa dhidi ya hasara.' },
    },
    blogs: {
      '1': {
        excerpt:
          'Kwa nini bima ni muhimu wakati ukame au mafuriko ya mara moja tu yanaweza kufuta kazi ya msimu mzima, na jinsi inavyowasaidia wakulima kuwekeza kwa kujiamini zaidi.',
        category: 'Bima',
      },
      '2': {
        excerpt:
          'Jinsi wakulima na wakopeshaji wanavyoweza kuzingatia hatari za tabianchi wanapowekeza pesa kwenye pembejeo, vifaa na ardhi.',
        category: 'Usimamizi wa Hatari',
      },
      '3': {
        excerpt:
          'Jinsi teknolojia ya simu na data ya hali ya hewa zinavyofanya bima iwe rahisi kununua na madai yalipwe haraka zaidi kwa mashamba madogo.',
        category: 'Teknolojia',
      },
      '4': {
        excerpt:
          'Jinsi wakulima, wanunuzi, wakopeshaji na kampuni za bima wanavyoweza kushirikiana ili mshtuko mahali pamoja usivunje mnyororo mzima.',
        category: 'Minyororo ya Thamani',
      },
    },
  },
})

/**
 * A blog teaser's "7 min read" in Kiswahili: "dakika 7", shown after the page's label
 * "Muda wa kusoma" (reading time), so the pair reads "Muda wa kusoma: dakika 7".
 */
export function readTimeSw(englishReadTime: string): string {
  const minutes = /^(\d+) min read$/.exec(englishReadTime)?.[1]
  if (!minutes) throw new Error(`Unexpected reading time: ${englishReadTime}`)
  return `dakika ${minutes}`
}
