// The /videos entries in Kiswahili, keyed by slug: the description. The titles stay
// as written: they are the real titles of the YouTube videos.
import type { z } from 'zod'
import { keyedOverlay, swText } from './schema'

export const VideosSwSchema = keyedOverlay({ description: swText(30, 400) })
export type VideosSwInput = z.input<typeof VideosSwSchema>

export const videosSw = VideosSwSchema.parse({
  'modern-drone-spraying-techniques': {
    description:
      'Utangulizi wa kunyunyizia mazao kwa droni na mambo yanayofanya unyunyiziaji uwe sawasawa na salama. Maarifa ya msingi yenye manufaa kabla hujakodi huduma ya kunyunyizia kwa droni.',
  },
  'precision-agriculture-technology': {
    description:
      'Muhtasari wa teknolojia ya kilimo cha usahihi na jinsi inavyowasaidia wakulima kuweka mbegu, mbolea na maji pale mazao yao yanapoyahitaji.',
  },
  'sensors-iot-modern-farming': {
    description:
      'Jifunze jinsi vihisi na vifaa vilivyounganishwa (IoT) vinavyokusanya taarifa shambani, na jinsi taarifa hizo zinavyoweza kuongoza maamuzi ya kumwagilia, kulisha na kulinda mazao.',
  },
  'big-data-revolution-agriculture': {
    description:
      'Jinsi kiasi kikubwa cha data ya mashamba na ya hali ya hewa kinavyotumika katika kilimo, na maana ya maamuzi yanayotegemea data kwa wakulima wadogo.',
  },
  'data-driven-farming-practices': {
    description:
      'Utangulizi wa kilimo kinachotumia data: kuweka kumbukumbu na vipimo ili maamuzi ya kila msimu yategemee kile kilichotokea kweli mashambani mwako.',
  },
  'satellite-imagery-crop-monitoring': {
    description:
      'Jinsi picha za setilaiti zinavyoweza kutumika kufuatilia ukuaji wa mazao na kuona kutoka angani sehemu za shamba zenye matatizo.',
  },
  'satellite-technology-precision-farming': {
    description:
      'Utangulizi wa teknolojia ya setilaiti katika kilimo cha usahihi na jinsi inavyowasaidia wakulima na washauri kuona na kusimamia mashamba yao.',
  },
  'introduction-vertical-hydroponics': {
    description:
      'Utangulizi wa kilimo cha wima bila udongo (haidroponiki): kukuza mimea katika mifumo iliyopangwa juu kwa juu, kwa maji yenye virutubisho badala ya udongo. Ni njia inayofaa pale nafasi ni ndogo.',
  },
  'building-small-scale-hydroponics': {
    description: 'Mafunzo ya vitendo ya kujenga mfumo mdogo wa haidroponiki na kuitunza mimea iliyomo ikiwa na afya.',
  },
  'solar-power-solutions-farms': {
    description:
      'Jinsi nishati ya jua inavyoweza kutumika shambani, na mambo ya kuzingatia unapoifikiria kama chanzo cha nishati.',
  },
  'biogas-production-farm-waste': {
    description:
      'Jifunze jinsi taka za shambani kama samadi zinavyoweza kugeuzwa kuwa biogesi ya kupikia na ya kuwasha taa.',
  },
  'advanced-maize-production': {
    description:
      'Mwongozo wa vitendo wa kulima mahindi kwa mbinu za kisasa, kwa wakulima wanaotaka mavuno bora kutoka kwenye vipande vyao vya shamba.',
  },
  'wheat-farming-best-practices': {
    description: 'Mbinu bora za kulima ngano, kuanzia kutayarisha shamba hadi kuvuna.',
  },
  'modern-rice-production': {
    description:
      'Mbinu za kisasa za kulima mpunga, zenye manufaa kwa wakulima wa mpunga katika skimu za umwagiliaji kama Mwea.',
  },
  'potato-farming-techniques': {
    description:
      'Mbinu za kupata zao zuri la viazi, zenye manufaa kwa wakulima wa nyanda za juu za Kenya ambako viazi hulimwa.',
  },
  'commercial-tomato-production': {
    description:
      'Jinsi nyanya zinavyolimwa kibiashara, pamoja na mwongozo ambao mkulima anaweza kutumia kupata zao lenye afya linalouzika sokoni.',
  },
  'banana-plantation-management': {
    description: 'Jinsi ya kutunza shamba la migomba vizuri ili liendelee kutoa mikungu mizuri ya ndizi.',
  },
  'dairy-cattle-management': {
    description: "Mbinu za kisasa za kutunza ng'ombe wa maziwa, ili wawe na afya na watoe maziwa mengi.",
  },
  'goat-farming-beginners': {
    description:
      'Mwongozo wa ufugaji wa mbuzi kwa wanaoanza, kwa yeyote anayefikiria kuanzisha kundi la mbuzi au kuliongeza.',
  },
  'poultry-layer-management': {
    description:
      'Jinsi ya kutunza kuku wa mayai, kuanzia misingi ya utunzaji hadi kuhakikisha kundi linaendelea kutaga vizuri.',
  },
  'fish-farming-ponds': {
    description:
      'Utangulizi wa kufuga samaki kwenye mabwawa, kwa wakulima wanaofikiria ufugaji wa samaki kama chanzo cha ziada cha chakula na kipato.',
  },
  'beekeeping-basics': {
    description: 'Misingi ya ufugaji nyuki kwa ajili ya asali, kwa wakulima wanaotaka kuanza kufuga nyuki.',
  },
  'rabbit-farming': {
    description: 'Jinsi ya kufuga sungura kwa ajili ya nyama, mradi wa mifugo midogo unaohitaji ardhi kidogo.',
  },
  'soil-testing-interpretation': {
    description:
      'Jifunze kusoma na kuelewa matokeo ya kupima udongo, ili uchague chokaa na mbolea inayofaa shamba lako.',
  },
  'natural-soil-fertility': {
    description: 'Njia za asili za kuongeza rutuba ya udongo, ili ulishe udongo pamoja na mazao yako.',
  },
  'smart-irrigation-systems': {
    description:
      'Jinsi mifumo erevu ya umwagiliaji inavyosaidia mashamba madogo kuokoa maji na kumwagilia mazao kwa wakati unaofaa.',
  },
  'mobile-apps-farm-management': {
    description:
      'Tunaangazia programu za simu zinazowasaidia wakulima kupanga, kuweka kumbukumbu na kusimamia kazi za shamba kupitia simu.',
  },
  'integrated-pest-management': {
    description:
      'Jifunze maana ya udhibiti shirikishi wa wadudu waharibifu: kuchanganya mbinu kadhaa ili kuwadhibiti wadudu wa mazao, na kunyunyizia dawa pale tu inapohitajika.',
  },
  'crop-pests-natural-controls': {
    description: 'Jinsi ya kuwatambua wadudu waharibifu wa kawaida wa mazao na kuwadhibiti kwa njia za asili.',
  },
  'digital-financial-services-farmers': {
    description:
      'Jinsi huduma za kifedha za kidijitali, kama pesa kwa simu, zinavyoweza kuwasaidia wakulima kulipa, kuweka akiba, kukopa na kudhibiti hatari.',
  },
  'blockchain-agriculture-applications': {
    description:
      'Utangulizi wa teknolojia ya blockchain na jinsi inavyoweza kutumika katika kilimo, kwa mfano kufuatilia mazao katika mnyororo wa thamani.',
  },
  'understanding-gmos': {
    description:
      'Utangulizi wa viumbe vilivyobadilishwa vinasaba (GMO) katika kilimo: ni nini, na maswali ambayo wakulima na walaji huuliza mara nyingi kuvihusu.',
  },
  'crispr-plant-breeding': {
    description:
      'Utangulizi wa uhariri wa jeni kwa CRISPR na jinsi wataalamu wa kuzalisha mbegu wanavyoutumia kutengeneza aina mpya za mazao.',
  },
  'adapting-climate-change-farming': {
    description:
      'Njia za vitendo ambazo wakulima wanaweza kutumia kukabiliana na mabadiliko ya tabianchi na kuendelea kuzalisha misimu inapozidi kutotabirika.',
  },
  'water-conservation-changing-climate': {
    description: 'Njia za kuhifadhi maji shambani kadri mpangilio wa mvua unavyobadilika.',
  },
  'carbon-sequestration-agricultural-soils': {
    description:
      'Jinsi udongo wa mashamba unavyoweza kuhifadhi kaboni, na jinsi mbinu za kilimo zinazofanya hivyo zinavyoweza pia kuboresha afya ya udongo.',
  },
})
