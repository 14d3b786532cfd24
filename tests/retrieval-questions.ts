// Real questions farmers ask, with the guide the assistant should draw on: the evaluation
// set of `npm run eval:retrieval`. At least 10 are in Kiswahili, as farmers write
// them; the expected guide is the one a human expert would point to first.
import type { TopicSlug } from '~/content/schema'

export interface RetrievalQuestion {
  question: string
  language: 'en' | 'sw'
  expected: TopicSlug
}

export const retrievalQuestions: RetrievalQuestion[] = [
  // Crop production
  {
    language: 'en',
    expected: 'crop-production',
    question: 'How much DAP fertiliser should I use per acre when planting maize?',
  },
  { language: 'en', expected: 'crop-production', question: 'What spacing should I use for maize rows and plants?' },
  { language: 'en', expected: 'crop-production', question: 'When should I top dress my maize with CAN?' },
  { language: 'en', expected: 'crop-production', question: 'How do I dry and store maize to avoid aflatoxin?' },
  {
    language: 'en',
    expected: 'crop-production',
    question: 'Birds are eating my sorghum, which variety should I plant?',
  },
  {
    language: 'sw',
    expected: 'crop-production',
    question: 'Nitumie mbolea kiasi gani kupanda mahindi kwa ekari moja?',
  },
  {
    language: 'sw',
    expected: 'crop-production',
    question: 'Jinsi ya kuhifadhi mahindi baada ya mavuno bila kuharibika',
  },
  // Animal production
  { language: 'en', expected: 'animal-production', question: 'How do I protect my dairy cow from East Coast fever?' },
  {
    language: 'en',
    expected: 'animal-production',
    question: 'When should I vaccinate my chickens against Newcastle disease?',
  },
  { language: 'en', expected: 'animal-production', question: 'At what height should I cut Napier grass for my cows?' },
  { language: 'en', expected: 'animal-production', question: 'What kind of house does a dairy goat need?' },
  { language: 'en', expected: 'animal-production', question: 'How much water does a milking cow drink every day?' },
  {
    language: 'sw',
    expected: 'animal-production',
    question: 'Kuku wangu wanakufa, nawezaje kuzuia ugonjwa wa kideri?',
  },
  {
    language: 'sw',
    expected: 'animal-production',
    question: 'Ng’ombe wangu wa maziwa ana homa ya pwani, nifanye nini?',
  },
  {
    language: 'sw',
    expected: 'animal-production',
    question: 'Chanjo ya ng’ombe dhidi ya ugonjwa wa miguu na midomo hutolewa lini?',
  },
  // Pest control
  {
    language: 'en',
    expected: 'pest-control',
    question: 'How can I control fall armyworm in my maize without wasting money?',
  },
  { language: 'en', expected: 'pest-control', question: 'What is push-pull and how do I plant desmodium?' },
  { language: 'en', expected: 'pest-control', question: 'My tomatoes have Tuta absoluta, what should I do?' },
  { language: 'en', expected: 'pest-control', question: 'How do I know a pesticide is genuine and safe to use?' },
  { language: 'en', expected: 'pest-control', question: 'Insects called weevils are destroying my stored grain' },
  { language: 'sw', expected: 'pest-control', question: 'Ninawezaje kudhibiti viwavi jeshi kwenye shamba la mahindi?' },
  { language: 'sw', expected: 'pest-control', question: 'Dawa ya wadudu inatumiwaje kwa usalama?' },
  // Soil health
  { language: 'en', expected: 'soil-health', question: 'How do I take a soil sample for testing?' },
  { language: 'en', expected: 'soil-health', question: 'My soil is acidic, how much lime should I apply?' },
  { language: 'en', expected: 'soil-health', question: 'How do I make compost on my farm?' },
  { language: 'en', expected: 'soil-health', question: 'How can I stop soil erosion on my sloping shamba?' },
  { language: 'sw', expected: 'soil-health', question: 'Jinsi ya kutengeneza mboji nyumbani' },
  { language: 'sw', expected: 'soil-health', question: 'Udongo wangu una asidi, nitumie chokaa?' },
  // Climate-smart agriculture
  {
    language: 'en',
    expected: 'climate-smart-agriculture',
    question: 'Which crops survive drought when the rains fail?',
  },
  { language: 'en', expected: 'climate-smart-agriculture', question: 'How do I dig zai pits to harvest rain water?' },
  {
    language: 'en',
    expected: 'climate-smart-agriculture',
    question: 'Is there insurance that pays when the rains fail?',
  },
  {
    language: 'sw',
    expected: 'climate-smart-agriculture',
    question: 'Mvua haitabiriki, nipande mbegu gani zinazostahimili ukame?',
  },
  // Rice farming
  {
    language: 'en',
    expected: 'rice-farming',
    question: 'How many days old should rice seedlings be for transplanting in Mwea?',
  },
  { language: 'en', expected: 'rice-farming', question: 'Quelea birds are eating my rice, how do I protect it?' },
  { language: 'en', expected: 'rice-farming', question: 'What causes rice blast and how do I manage it?' },
  {
    language: 'sw',
    expected: 'rice-farming',
    question: 'Mpunga wangu wa Basmati, nipandikize miche ikiwa na umri gani?',
  },
  // Drone spraying
  { language: 'en', expected: 'drone-spraying', question: 'How many acres can a drone spray in an hour?' },
  { language: 'en', expected: 'drone-spraying', question: 'Does a drone operator need a licence from KCAA in Kenya?' },
  { language: 'en', expected: 'drone-spraying', question: 'What wind speed is safe for spraying with a drone?' },
  {
    language: 'sw',
    expected: 'drone-spraying',
    question: 'Je, ndege isiyo na rubani inaweza kunyunyizia dawa shamba langu la mpunga?',
  },
  // Precision agriculture
  {
    language: 'en',
    expected: 'precision-agriculture',
    question: 'What is NDVI and how do satellite maps show crop health?',
  },
  { language: 'en', expected: 'precision-agriculture', question: 'How can a small farmer start precision farming?' },
  // Smart farming
  { language: 'en', expected: 'smart-farming', question: 'Can I get a farm loan through M-Pesa?' },
  { language: 'en', expected: 'smart-farming', question: 'Is a solar water pump worth it for irrigation?' },
  {
    language: 'sw',
    expected: 'smart-farming',
    question: 'Simu yangu inawezaje kunisaidia kupata bei za soko na ushauri wa kilimo?',
  },
  // Dairy cows
  { language: 'en', expected: 'dairy-cows', question: 'my cow gives 10 litres a day how much water should she drink' },
  { language: 'en', expected: 'dairy-cows', question: 'how to know mastitis in a cow' },
  { language: 'en', expected: 'dairy-cows', question: 'cow milk has clots and the udder is hot and swollen' },
  { language: 'en', expected: 'dairy-cows', question: 'best time to take cow for AI after i see heat signs' },
  { language: 'en', expected: 'dairy-cows', question: 'how long after calving should i serve my cow again' },
  { language: 'en', expected: 'dairy-cows', question: 'how much colostrum should a newborn calf get' },
  { language: 'en', expected: 'dairy-cows', question: 'when to wean a dairy calf' },
  { language: 'en', expected: 'dairy-cows', question: 'napier grass how much to feed one cow per day' },
  { language: 'en', expected: 'dairy-cows', question: 'dairy meal how many kgs per litre of milk' },
  { language: 'en', expected: 'dairy-cows', question: 'my friesian is not showing heat after calving' },
  // Village and layer chickens
  { language: 'en', expected: 'chickens', question: 'vaccination schedule for layer chicks' },
  { language: 'en', expected: 'chickens', question: 'gumboro vaccine which day' },
  { language: 'en', expected: 'chickens', question: 'how much feed does a layer hen eat per day' },
  { language: 'en', expected: 'chickens', question: 'kienyeji chicken house size for 100 birds' },
  { language: 'en', expected: 'chickens', question: 'newcastle symptoms twisted neck in chicken' },
  { language: 'en', expected: 'chickens', question: 'how to store eggs for selling without spoiling' },
  { language: 'en', expected: 'chickens', question: 'brooding temperature for day old chicks' },
  { language: 'en', expected: 'chickens', question: 'my layers stopped laying eggs why' },
  { language: 'en', expected: 'chickens', question: 'improved kienyeji feeding from chick to point of lay' },
  // Harvest to store without aflatoxin
  { language: 'en', expected: 'harvest-and-storage', question: 'how to know maize is dry enough to store' },
  { language: 'en', expected: 'harvest-and-storage', question: 'PICS bags how do they work' },
  { language: 'en', expected: 'harvest-and-storage', question: 'can i feed mouldy maize to my pigs' },
  { language: 'en', expected: 'harvest-and-storage', question: 'aflatoxin maximum level allowed in maize kenya' },
  { language: 'en', expected: 'harvest-and-storage', question: 'best way to dry beans after harvest' },
  {
    language: 'en',
    expected: 'harvest-and-storage',
    question: 'maize got rained on in the field before harvest is it safe',
  },
  { language: 'en', expected: 'harvest-and-storage', question: 'groundnuts aflatoxin how to avoid' },
  { language: 'en', expected: 'harvest-and-storage', question: 'should i sort out rotten cobs before shelling' },
  { language: 'en', expected: 'harvest-and-storage', question: 'hermetic bag vs normal gunia which is better' },
  // Farm chemicals and animal medicines used safely
  { language: 'en', expected: 'farm-chemical-safety', question: 'how many days after spraying can i harvest sukuma' },
  { language: 'en', expected: 'farm-chemical-safety', question: 'milk withdrawal period after antibiotic injection' },
  { language: 'en', expected: 'farm-chemical-safety', question: 'child drank pesticide what first aid' },
  { language: 'en', expected: 'farm-chemical-safety', question: 'what to do with empty pesticide containers' },
  { language: 'en', expected: 'farm-chemical-safety', question: 'can i spray when bees are on the flowers' },
  { language: 'en', expected: 'farm-chemical-safety', question: 'what protective clothes to wear when spraying' },
  { language: 'en', expected: 'farm-chemical-safety', question: 'cow ate urea fertilizer what do i do' },
  { language: 'en', expected: 'farm-chemical-safety', question: 'can i sell eggs when my hens are on medicine' },
  { language: 'en', expected: 'farm-chemical-safety', question: 'poison centre phone number kenya' },
  { language: 'en', expected: 'farm-chemical-safety', question: 'is it ok to wash my knapsack sprayer in the river' },
  { language: 'en', expected: 'farm-chemical-safety', question: 'worker vomiting and sweating after spraying' },
  { language: 'en', expected: 'farm-chemical-safety', question: 'which pesticides are banned in kenya' },
]

/**
 * Held out: written after the table of farmers' words and the index settings were tuned on
 * the questions above, and never used to tune them, so that their score shows how the
 * retrieval does on questions it has not seen. Reported apart by `npm run eval:retrieval`.
 */
export const heldOutQuestions: RetrievalQuestion[] = [
  {
    language: 'en',
    expected: 'pest-control',
    question: 'My maize leaves have holes and sawdust-like droppings in the funnel, what pest is it?',
  },
  { language: 'en', expected: 'animal-production', question: 'How often should I deworm my goats?' },
  { language: 'en', expected: 'rice-farming', question: 'What fertiliser do I apply to rice in the paddy?' },
  { language: 'en', expected: 'drone-spraying', question: 'How do I book a drone to spray my farm?' },
  {
    language: 'en',
    expected: 'smart-farming',
    question: 'Can I use my phone to get weather updates and farming advice by SMS?',
  },
  { language: 'en', expected: 'soil-health', question: 'How do I know if my soil needs lime without a lab test?' },
  {
    language: 'en',
    expected: 'precision-agriculture',
    question: 'How do GPS and soil maps help me apply fertiliser only where it is needed?',
  },
  { language: 'en', expected: 'rice-farming', question: 'How should I prepare a nursery bed for rice?' },
  { language: 'en', expected: 'animal-production', question: 'What should I feed my dairy cow to get more milk?' },
  { language: 'en', expected: 'crop-production', question: 'When is the best time to harvest maize?' },
  {
    language: 'en',
    expected: 'climate-smart-agriculture',
    question: 'How do I plan my planting with the seasonal rainfall forecast?',
  },
  { language: 'sw', expected: 'animal-production', question: 'Mbuzi wangu wanakohoa, nifanye nini?' },
  { language: 'sw', expected: 'crop-production', question: 'Nitapataje mbegu bora za mahindi?' },
  { language: 'sw', expected: 'soil-health', question: 'Jinsi ya kuzuia mmomonyoko wa udongo shambani' },
  { language: 'sw', expected: 'rice-farming', question: 'Ndege aina ya kwelea wanakula mpunga wangu' },
  { language: 'sw', expected: 'smart-farming', question: 'Nawezaje kutumia pampu ya sola kumwagilia shamba?' },
  { language: 'sw', expected: 'pest-control', question: 'Nyanya zangu zina wadudu weupe chini ya majani' },
  { language: 'sw', expected: 'crop-production', question: 'Ni wakati gani mzuri wa kupanda mahindi msimu wa masika?' },
  { language: 'sw', expected: 'drone-spraying', question: 'Ndege isiyo na rubani inagharimu kiasi gani kwa ekari?' },
]

/**
 * Questions the guides do not answer: the assistant should find no section for them, so
 * the offline assistant says it found nothing rather than quoting an unrelated guide.
 */
export const offTopicQuestions: string[] = [
  'What is the capital of France?',
  'Tell me a joke',
  'Who won the football match last night?',
  'Habari yako?',
  'Hello',
  'Can you help me write a CV for a bank job?',
  'Nipe habari za siasa leo',
]

/**
 * Kiswahili questions as farmers type them on a phone: short, often lower case,
 * with the odd typo and Sheng ("aje", "stoo", "feki"), at least three for each guide, each
 * with the guide a human expert would point to first. Written for the Kiswahili index, not
 * tuned against any index: the evaluation takes them up when that index exists.
 */
export const kiswahiliQuestions: RetrievalQuestion[] = [
  // Crop production
  {
    language: 'sw',
    expected: 'crop-production',
    question: 'nipande mahindi kwa nafasi gani kati ya mistari na kati ya mashimo?',
  },
  { language: 'sw', expected: 'crop-production', question: 'CAN ya kukuzia mahindi niweke lini' },
  {
    language: 'sw',
    expected: 'crop-production',
    question: 'mahindi yangu yalipata sumukuvu mwaka jana, nikaushe na kuhifadhi aje?',
  },
  { language: 'sw', expected: 'crop-production', question: 'ekari moja ya mahindi inatoa magunia mangapi?' },
  // Animal production
  { language: 'sw', expected: 'animal-production', question: 'ngombe wangu hakuli na ana homa kali, ni ndigana?' },
  { language: 'sw', expected: 'animal-production', question: 'kuku wanakufa gafla kwa wingi, nifanye nini?' },
  { language: 'sw', expected: 'animal-production', question: "ng'ombe wa maziwa anakunywa maji lita ngapi kwa siku" },
  {
    language: 'sw',
    expected: 'animal-production',
    question: 'chanjo ya ITM dhidi ya ndigana kali hutolewa lini kwa ndama?',
  },
  // Pest control
  { language: 'sw', expected: 'pest-control', question: 'mahindi yangu yanashambuliwa na viwavi' },
  { language: 'sw', expected: 'pest-control', question: 'dumuzi wameingia kwenye magunia ya mahindi stoo' },
  { language: 'sw', expected: 'pest-control', question: 'tuta absoluta imeharibu nyanya zangu, dawa gani?' },
  {
    language: 'sw',
    expected: 'pest-control',
    question: 'nitajuaje dawa ya wadudu ni feki au imesajiliwa na PCPB?',
  },
  // Soil health
  { language: 'sw', expected: 'soil-health', question: 'jinsi ya kuchukua sampuli ya udongo ya kupeleka kupimwa' },
  { language: 'sw', expected: 'soil-health', question: 'udongo wangu ni mchachu, niweke chokaa kiasi gani?' },
  { language: 'sw', expected: 'soil-health', question: "samadi ya ng'ombe niweke ngapi kwa ekari" },
  {
    language: 'sw',
    expected: 'soil-health',
    question: 'shamba langu liko kwenye mteremko na mvua inasomba udongo',
  },
  // Climate-smart agriculture
  {
    language: 'sw',
    expected: 'climate-smart-agriculture',
    question: 'mvua imechelewa, nipande mbegu zinazokomaa mapema?',
  },
  { language: 'sw', expected: 'climate-smart-agriculture', question: 'mashimo ya zai yanachimbwa aje?' },
  {
    language: 'sw',
    expected: 'climate-smart-agriculture',
    question: 'utabiri wa mvua wa msimu napata wapi kabla ya kupanda?',
  },
  {
    language: 'sw',
    expected: 'climate-smart-agriculture',
    question: 'bima ya mazao inalipa ukame ukiharibu mimea?',
  },
  // Rice farming
  { language: 'sw', expected: 'rice-farming', question: 'mpunga wangu wa basmati una ugonjwa wa blast, nifanyeje' },
  { language: 'sw', expected: 'rice-farming', question: 'mbolea ya mpunga niweke lini baada ya kupandikiza miche?' },
  { language: 'sw', expected: 'rice-farming', question: 'kitalu cha mpunga kinatayarishwa aje' },
  { language: 'sw', expected: 'rice-farming', question: 'nivune mpunga lini na niukaushe hadi unyevu gani?' },
  // Drone spraying
  { language: 'sw', expected: 'drone-spraying', question: 'droni inaweza kunyunyizia ekari ngapi kwa saa?' },
  { language: 'sw', expected: 'drone-spraying', question: 'upepo ukiwa mkali droni inaweza kupiga dawa?' },
  { language: 'sw', expected: 'drone-spraying', question: 'droni ya kupiga dawa inahitaji kibali gani Kenya?' },
  { language: 'sw', expected: 'drone-spraying', question: 'nataka kubook droni ipige dawa shamba, nijiandae aje?' },
  // Precision agriculture
  {
    language: 'sw',
    expected: 'precision-agriculture',
    question: 'picha za setilaiti zinaonyesha aje afya ya mazao shambani?',
  },
  { language: 'sw', expected: 'precision-agriculture', question: 'nitaanzaje kilimo cha usahihi kwa shamba ndogo?' },
  {
    language: 'sw',
    expected: 'precision-agriculture',
    question: 'GPS na ramani za udongo zinasaidiaje kuweka mbolea pale tu inapohitajika?',
  },
  { language: 'sw', expected: 'precision-agriculture', question: 'NDVI ni nini kwa mkulima?' },
  // Smart farming
  { language: 'sw', expected: 'smart-farming', question: 'umwagiliaji wa matone kwa kutumia timer unaokoa maji?' },
  { language: 'sw', expected: 'smart-farming', question: 'mkopo wa pembejeo kupitia simu unapatikana aje?' },
  { language: 'sw', expected: 'smart-farming', question: 'app gani za simu zinasaidia mkulima mdogo?' },
  { language: 'sw', expected: 'smart-farming', question: 'nipate taarifa za hali ya hewa kwa SMS aje?' },
  // Dairy cows
  { language: 'sw', expected: 'dairy-cows', question: "ng'ombe wangu anatoa lita 15 anywe maji kiasi gani" },
  { language: 'sw', expected: 'dairy-cows', question: 'dalili za ugonjwa wa kiwele' },
  { language: 'sw', expected: 'dairy-cows', question: 'maziwa yana damu na kiwele kimevimba' },
  { language: 'sw', expected: 'dairy-cows', question: "ng'ombe ako kwa joto nimpeleke AI saa ngapi" },
  { language: 'sw', expected: 'dairy-cows', question: 'ndama apewe maziwa ya kwanza lini na kiasi gani' },
  { language: 'sw', expected: 'dairy-cows', question: "majani tembo kiasi gani kwa ng'ombe mmoja kwa siku" },
  { language: 'sw', expected: 'dairy-cows', question: "ng'ombe hashiki mimba baada ya kuzaa" },
  { language: 'sw', expected: 'dairy-cows', question: 'ndama aachishwe kunyonya akiwa na umri gani' },
  { language: 'sw', expected: 'dairy-cows', question: "uhimilishaji wa ng'ombe unafanywaje" },
  // Village and layer chickens
  { language: 'sw', expected: 'chickens', question: 'ratiba ya chanjo ya kuku wa mayai' },
  { language: 'sw', expected: 'chickens', question: 'chanjo ya gumboro inapewa siku ya ngapi' },
  { language: 'sw', expected: 'chickens', question: 'kuku wa kienyeji wanakufa shingo inapinda' },
  { language: 'sw', expected: 'chickens', question: 'kuku wa mayai anakula chakula kiasi gani kwa siku' },
  { language: 'sw', expected: 'chickens', question: 'vifaranga wanahitaji joto kiasi gani' },
  { language: 'sw', expected: 'chickens', question: 'jinsi ya kuhifadhi mayai yasiharibike' },
  { language: 'sw', expected: 'chickens', question: 'banda la kuku 50 wa kienyeji liwe na ukubwa gani' },
  { language: 'sw', expected: 'chickens', question: 'kuku wameacha kutaga nifanye nini' },
  // Harvest to store without aflatoxin
  {
    language: 'sw',
    expected: 'harvest-and-storage',
    question: 'nitajuaje mahindi yamekauka vizuri kabla ya kuhifadhi',
  },
  { language: 'sw', expected: 'harvest-and-storage', question: 'mifuko ya PICS inatumikaje' },
  { language: 'sw', expected: 'harvest-and-storage', question: 'sumukuvu kwenye mahindi inazuiliwaje' },
  { language: 'sw', expected: 'harvest-and-storage', question: "naweza kulisha ng'ombe mahindi yenye ukungu" },
  { language: 'sw', expected: 'harvest-and-storage', question: 'kuhifadhi maharagwe bila wadudu kuingia' },
  { language: 'sw', expected: 'harvest-and-storage', question: 'mahindi yameoza shambani nifanye nini nayo' },
  { language: 'sw', expected: 'harvest-and-storage', question: 'karanga zenye sumukuvu zinaweza kuliwa' },
  { language: 'sw', expected: 'harvest-and-storage', question: 'kiwango cha sumukuvu kinachoruhusiwa na KEBS' },
  // Farm chemicals and animal medicines used safely
  { language: 'sw', expected: 'farm-chemical-safety', question: 'siku ngapi baada ya kunyunyiza dawa nivune nyanya' },
  { language: 'sw', expected: 'farm-chemical-safety', question: 'mtoto amekunywa dawa ya kupe nifanye nini' },
  {
    language: 'sw',
    expected: 'farm-chemical-safety',
    question: "maziwa baada ya ng'ombe kudungwa sindano ya antibiotiki",
  },
  { language: 'sw', expected: 'farm-chemical-safety', question: 'vyombo vitupu vya dawa za kilimo nivitupe wapi' },
  { language: 'sw', expected: 'farm-chemical-safety', question: 'nguo za kujikinga wakati wa kunyunyiza dawa' },
  { language: 'sw', expected: 'farm-chemical-safety', question: "ng'ombe amekula mbolea ya urea" },
  { language: 'sw', expected: 'farm-chemical-safety', question: 'kunyunyiza dawa wakati nyuki wako kwenye maua' },
  { language: 'sw', expected: 'farm-chemical-safety', question: 'namba ya simu ya kituo cha habari za sumu' },
  { language: 'sw', expected: 'farm-chemical-safety', question: 'mayai ya kuku walio kwenye dawa naweza kuuza' },
  { language: 'sw', expected: 'farm-chemical-safety', question: 'dawa zilizopigwa marufuku na PCPB' },
  { language: 'sw', expected: 'farm-chemical-safety', question: 'kuosha pampu ya dawa mtoni ni sawa' },
  {
    language: 'sw',
    expected: 'farm-chemical-safety',
    question: 'mfanyakazi anatapika na kutoka jasho baada ya kupiga dawa',
  },
]
