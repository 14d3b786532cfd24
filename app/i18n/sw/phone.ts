// Anachosoma mkulima kwenye simu ya kawaida: skrini za menyu ya USSD na SMS zetu (en/phone.ts).
import type { phone as enPhone } from '../en/phone'

type Ussd = (typeof enPhone)['ussd']
type Sms = (typeof enPhone)['sms']

const guideTopics: Ussd['guideTopics'] = {
  'crop-production': 'Mazao',
  'animal-production': 'Mifugo',
  'precision-agriculture': 'Kilimo cha usahihi',
  'pest-control': 'Wadudu',
  'smart-farming': 'Kilimo kidijitali',
  'drone-spraying': 'Droni',
  'climate-smart-agriculture': 'Tabianchi',
  'soil-health': 'Afya ya udongo',
  'rice-farming': 'Mpunga',
  'dairy-cows': "Ng'ombe wa maziwa",
  chickens: 'Kuku',
  'harvest-and-storage': 'Mavuno, ghala',
  'farm-chemical-safety': 'Viuatilifu kwa usalama',
}

const expertTopics: Ussd['expertTopics'] = {
  'pest-control': 'Wadudu na magonjwa',
  'smart-farming': 'Kilimo kidijitali',
  'drone-spraying': 'Droni',
  'climate-smart': 'Tabianchi',
  'soil-health': 'Afya ya udongo',
  'rice-farming': 'Mpunga',
  other: 'Mengine, mifugo',
}

const crops: Ussd['crops'] = {
  maize: 'Mahindi',
  beans: 'Maharagwe',
  rice: 'Mpunga',
  potatoes: 'Viazi',
  vegetables: 'Mboga',
  dairy: "Ng'ombe wa maziwa",
  poultry: 'Kuku',
  'goats-sheep': 'Mbuzi, kondoo',
}

const ussd: Ussd = {
  root: [
    'Tujue Ukulima',
    '1 Uliza swali',
    '2 Miongozo ya kilimo',
    '3 Uliza mtaalamu',
    '4 Ombi langu',
    '5 Kaunti na mazao yangu',
    '6 Lugha/Language',
  ].join('\n'),
  back: '0 Rudi',
  home: '00 Mwanzo',
  more: '9 Zaidi',
  invalid: 'Chagua namba iliyo kwenye orodha.',
  optedOut: 'Ulisimamisha SMS zetu, na majibu huja kwa SMS.\n1 Anza kupokea SMS tena\n0 Rudi',
  askQuestion: 'Andika swali lako la kilimo. Jibu litakuja kwa SMS.',
  questionTooShort: 'Tafadhali andika swali lako kwa maneno machache.',
  questionReceived: 'Asante! Tumepokea swali lako. Jibu litakufikia kwa SMS baada ya dakika chache.',
  guideTopicsTitle: 'Miongozo: chagua mada',
  guideTopics,
  introduction: 'Utangulizi',
  guideSent: (heading) => `"${heading}": muhtasari unatumwa kwa SMS sasa hivi.`,
  expertTopicsTitle: 'Uliza mtaalamu: chagua mada',
  expertTopics,
  describeProblem: 'Eleza tatizo lako: zao au mnyama, unachoona, tangu lini.',
  problemTooShort: 'Tafadhali eleza tatizo lako kwa angalau herufi 10.',
  confirmRequest: (excerpt) => `Tuma kwa mtaalamu?\n"${excerpt}"\n1 Ndiyo, tuma\n2 Hapana`,
  requestSent: (reference) => `Ombi ${reference} limepokelewa. Mtaalamu atakujibu kwa SMS ndani ya saa 24-48.`,
  requestCancelled: 'Ombi lako halikutumwa.',
  noRequest: 'Bado hujamuuliza mtaalamu. Piga tena na uchague 3 kumuuliza.',
  requestStatus: {
    received: (reference) => `Ombi ${reference}: limepokelewa. Mtaalamu atajibu ndani ya saa 24-48.`,
    answering: (reference) => `Ombi ${reference}: mtaalamu anaandaa jibu lako.`,
    answered: (reference) => `Ombi ${reference}: limejibiwa.\n1 Nitumie jibu kwa SMS`,
  },
  answerResent: 'Jibu linatumwa kwa SMS sasa hivi.',
  profile: (county, crops) => `Kaunti: ${county}\nMazao: ${crops}\n1 Badili kaunti\n2 Badili mazao`,
  notSet: 'haijawekwa',
  askCounty: 'Andika jina la kaunti yako, mfano Kirinyaga.',
  unknownCounty: (typed) => `Hatukupata kaunti "${typed}". Andika jina lake tena.`,
  countySaved: (county) => `Imehifadhiwa. Kaunti: ${county}.`,
  askCrops: 'Andika namba za mazao na mifugo yako, mfano 135:',
  crops,
  cropsSaved: (list) => `Yamehifadhiwa. Mazao: ${list}.`,
  chooseLanguage: 'Lugha/Language\n1 Kiswahili\n2 English',
  smsStarted: 'SMS zetu zimeanza tena.',
  tooManySteps: 'Umetumia menyu mara nyingi. Tafadhali jaribu tena baada ya dakika chache.',
}

const sms: Sms = {
  more: (url) => `Zaidi: ${url}`,
  askExpert: 'Kumuuliza mtaalamu, tuma M na swali lako.',
  offline: {
    unavailable: 'AI yetu haipatikani sasa. Kutoka miongozo yetu:',
    spent: 'AI yetu imejibu maswali yote inayoweza leo. Kutoka miongozo yetu:',
    nothingFound: 'AI yetu haipatikani sasa, na miongozo yetu haijibu swali hili.',
    safety: 'Swali hili linahitaji mtu anayeweza kuona mnyama, zao au bidhaa.',
  },
  stopped: 'Hutapokea SMS zaidi kutoka Tujue Ukulima. Tuma ANZA kuanza tena.',
  started: 'Karibu tena Tujue Ukulima! Tuma swali lako la kilimo, au MSAADA kupata maneno ya huduma.',
  stillStopped: 'Ulisimamisha SMS zetu, hivyo hatuwezi kukujibu. Tuma ANZA kupata majibu tena.',
  help: 'Tujue Ukulima: tuma swali lako la kilimo, jibu litakuja kwa SMS. M + swali: uliza mtaalamu. HALI: ombi lako. LUGHA EN: Kiingereza. ONDOKA: sitisha SMS. FUTA: futa data yako.',
  dialMenu: (code) => `Piga ${code} kupata menyu.`,
  language: 'Lugha: Kiswahili. Tuma LUGHA EN kwa Kiingereza.',
  languageUnknown: 'Tuma LUGHA SW kwa Kiswahili au LUGHA EN kwa Kiingereza.',
  deleteAsk:
    'Kufuta namba, ujumbe na maombi yako kutoka Tujue Ukulima, jibu FUTA NDIYO ndani ya dakika 10. Hili haliwezi kurudishwa.',
  deleteNotAsked: 'Kufuta data yako, tuma FUTA kwanza, kisha FUTA NDIYO.',
  deleted: 'Namba, ujumbe na maombi yako yamefutwa kutoka Tujue Ukulima. Ukituandikia tena, tutaanza upya.',
  expertHow: 'Kumuuliza mtaalamu, tuma M ikifuatiwa na shida yako: zao au mnyama, unachoona, tangu lini.',
  expertReply: (reference) => `Jibu la mtaalamu wetu (${reference}):`,
  expertReplyWhole: (code) => `Jibu lote: piga ${code}, chagua 4.`,
  tooMany: (minutes) => `Umetuma ujumbe mwingi. Tafadhali subiri dakika ${minutes} kabla ya ujumbe unaofuata.`,
}

export const phone: typeof enPhone = { ussd, sms }
