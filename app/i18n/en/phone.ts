// What a farmer reads on a basic phone: the USSD menu's screens and our SMS. Every screen fits one
// USSD page (160 GSM-7 characters, ussd-menu.test.ts) and every SMS is GSM-7 within its segments
// (sms-text.test.ts), so the words are few and plain.
import type { ConsultationTopic } from '~/content/consultation-topics'
import type { FarmCrop } from '~/content/farmer-profile'
import type { TopicSlug } from '~/content/schema'

const guideTopics: Record<TopicSlug, string> = {
  'crop-production': 'Crops',
  'animal-production': 'Livestock',
  'precision-agriculture': 'Precision farming',
  'pest-control': 'Pests',
  'smart-farming': 'Smart farming',
  'drone-spraying': 'Drone spraying',
  'climate-smart-agriculture': 'Climate-smart',
  'soil-health': 'Soil health',
  'rice-farming': 'Rice',
  'dairy-cows': 'Dairy cows',
  chickens: 'Chickens',
  'harvest-and-storage': 'Harvest, storage',
  'farm-chemical-safety': 'Chemicals used safely',
}

const expertTopics: Record<ConsultationTopic, string> = {
  'pest-control': 'Pests and diseases',
  'smart-farming': 'Smart farming',
  'drone-spraying': 'Drone spraying',
  'climate-smart': 'Climate-smart',
  'soil-health': 'Soil health',
  'rice-farming': 'Rice',
  other: 'Other, livestock',
}

const crops: Record<FarmCrop, string> = {
  maize: 'Maize',
  beans: 'Beans',
  rice: 'Rice',
  potatoes: 'Potatoes',
  vegetables: 'Vegetables',
  dairy: 'Dairy cows',
  poultry: 'Chickens',
  'goats-sheep': 'Goats, sheep',
}

const ussd = {
  root: [
    'Tujue Ukulima',
    '1 Ask a question',
    '2 Farming guides',
    '3 Ask an expert',
    '4 My request',
    '5 My county and crops',
    '6 Lugha/Language',
  ].join('\n'),
  back: '0 Back',
  home: '00 Home',
  more: '9 More',
  invalid: 'Choose a number from the list.',
  optedOut: 'You stopped our SMS, and answers come by SMS.\n1 Start SMS again\n0 Back',
  askQuestion: 'Type your farming question. The answer comes by SMS.',
  questionTooShort: 'Please type your question in a few words.',
  questionReceived: 'Thank you! We have your question. The answer will reach you by SMS in a few minutes.',
  guideTopicsTitle: 'Guides: choose a topic',
  guideTopics,
  introduction: 'Introduction',
  guideSent: (heading: string) => `"${heading}": a summary is on its way by SMS.`,
  expertTopicsTitle: 'Ask an expert: choose a topic',
  expertTopics,
  describeProblem: 'Describe your problem: the crop or animal, what you see, since when.',
  problemTooShort: 'Please describe your problem in at least 10 letters.',
  confirmRequest: (excerpt: string) => `Send to an expert?\n"${excerpt}"\n1 Yes, send\n2 No`,
  requestSent: (reference: string) =>
    `Request ${reference} received. An expert will answer you by SMS within 24-48 hours.`,
  requestCancelled: 'Your request was not sent.',
  noRequest: 'You have not asked an expert yet. Dial again and choose 3 to ask one.',
  requestStatus: {
    received: (reference: string) => `Request ${reference}: received. An expert will answer within 24-48 hours.`,
    answering: (reference: string) => `Request ${reference}: an expert is writing your answer.`,
    answered: (reference: string) => `Request ${reference}: answered.\n1 Send me the answer by SMS`,
  },
  answerResent: 'The answer is on its way by SMS.',
  profile: (county: string, crops: string) => `County: ${county}\nCrops: ${crops}\n1 Change county\n2 Change crops`,
  notSet: 'not set',
  askCounty: 'Type the name of your county, e.g. Kirinyaga.',
  unknownCounty: (typed: string) => `We did not find the county "${typed}". Type its name again.`,
  countySaved: (county: string) => `Saved. County: ${county}.`,
  askCrops: 'Type the numbers of your crops and animals, e.g. 135:',
  crops,
  cropsSaved: (list: string) => `Saved. Crops: ${list}.`,
  chooseLanguage: 'Lugha/Language\n1 Kiswahili\n2 English',
  smsStarted: 'Our SMS are on again.',
  tooManySteps: 'You have used the menu a lot. Please try again in a few minutes.',
}

/** What a farmer reads by SMS: the answers, the keywords' replies. Plain GSM-7, short. */
const sms = {
  /** The line that ends an answer or a guide's summary: its guide section. */
  more: (url: string) => `More: ${url}`,
  askExpert: 'To ask an expert, send M and your question.',
  offline: {
    unavailable: 'Our AI is not available now. From our guides:',
    spent: 'Our AI has answered all it can today. From our guides:',
    nothingFound: 'Our AI is not available now, and our guides do not answer this.',
    safety: 'This needs someone who can see the animal, crop or product.',
  },
  stopped: 'You will get no more SMS from Tujue Ukulima. Send START to begin again.',
  started: 'Welcome back to Tujue Ukulima! Send your farming question, or HELP for the keywords.',
  stillStopped: 'You stopped our SMS, so we cannot answer you. Send START to get answers again.',
  help: 'Tujue Ukulima: send your farming question and the answer comes by SMS. M + question: ask an expert. STATUS: your request. LUGHA SW: Kiswahili. STOP: no more SMS. DELETE: delete your data.',
  /** After a reply that shows the way around, when the provider has a USSD code. */
  dialMenu: (code: string) => `Dial ${code} for the menu.`,
  language: 'Language: English. Send LUGHA SW for Kiswahili.',
  languageUnknown: 'Send LUGHA SW for Kiswahili or LUGHA EN for English.',
  deleteAsk:
    'To delete your number, messages and requests from Tujue Ukulima, reply DELETE YES within 10 minutes. This cannot be undone.',
  deleteNotAsked: 'To delete your data, send DELETE first, then DELETE YES.',
  deleted:
    'Your number, messages and requests are deleted from Tujue Ukulima. If you write to us again, we start afresh.',
  expertHow: 'To ask an expert, send M followed by your problem: the crop or animal, what you see, since when.',
  /** Leads an expert's reply: its request's reference. */
  expertReply: (reference: string) => `Our expert's answer (${reference}):`,
  /** After a reply cut to fit: where to get it whole. */
  expertReplyWhole: (code: string) => `Whole answer: dial ${code}, choose 4.`,
  tooMany: (minutes: number) =>
    `You have sent many messages. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} before the next one.`,
}

export const phone = { ussd, sms }
