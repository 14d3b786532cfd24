// What a farmer reads on a basic phone: the USSD menu's screens. Every screen fits one USSD
// page (160 GSM-7 characters, ussd-menu.test.ts), so the words are few and plain.
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
}

export const phone = { ussd }
