// Words farmers use for the things our guides write about: Kiswahili words, and
// English words the guides do not use. The assistant looks a question up with the guides'
// words added, so "viwavi jeshi kwenye mahindi" finds the fall armyworm section of the maize
// guide. General farming vocabulary, not the phrasing of particular questions.
import { z } from 'zod'

const PhraseSchema = z
  .string()
  .trim()
  .min(2)
  .regex(/^[\p{Ll}\d' -]+$/u, 'lower case words')

export const FarmWordSchema = z.object({
  /** What a farmer may type: one word or a phrase, matched as whole words. */
  words: z.array(PhraseSchema).min(1),
  /** What the guides call it; a phrase counts only where all its words are found. */
  means: z.array(PhraseSchema).min(1),
})
export type FarmWord = z.infer<typeof FarmWordSchema>

const entries: FarmWord[] = [
  // Crops and plants
  { words: ['mahindi', 'hindi', 'corn'], means: ['maize'] },
  { words: ['mtama'], means: ['sorghum'] },
  { words: ['uwele', 'ulezi', 'wimbi'], means: ['millet'] },
  { words: ['maharage', 'maharagwe'], means: ['beans'] },
  { words: ['mpunga', 'mchele', 'paddy'], means: ['rice'] },
  { words: ['ngano'], means: ['wheat'] },
  { words: ['viazi', 'viazi mviringo'], means: ['potatoes'] },
  { words: ['viazi vitamu'], means: ['sweet potatoes'] },
  { words: ['muhogo', 'mihogo'], means: ['cassava'] },
  { words: ['nyanya'], means: ['tomatoes'] },
  { words: ['sukuma wiki', 'sukuma'], means: ['kale'] },
  { words: ['kabichi'], means: ['cabbage'] },
  { words: ['vitunguu'], means: ['onions'] },
  { words: ['ndizi', 'migomba', 'mgomba'], means: ['bananas'] },
  { words: ['kahawa'], means: ['coffee'] },
  { words: ['chai', 'majani chai'], means: ['tea'] },
  { words: ['miwa'], means: ['sugarcane'] },
  { words: ['pamba'], means: ['cotton'] },
  { words: ['njugu', 'karanga'], means: ['groundnuts'] },
  { words: ['kunde'], means: ['cowpeas'] },
  { words: ['mbaazi'], means: ['pigeon peas'] },
  { words: ['parachichi'], means: ['avocado'] },
  { words: ['embe', 'maembe'], means: ['mango'] },
  { words: ['mboga', 'mboga mboga'], means: ['vegetables'] },
  { words: ['matunda'], means: ['fruit'] },
  { words: ['majani tembo', 'nyasi tembo', 'mabingobingo'], means: ['napier'] },
  { words: ['nyasi', 'malisho'], means: ['grass', 'fodder'] },
  { words: ['zao', 'mazao'], means: ['crops', 'harvest'] },
  { words: ['mbegu', 'mbegu bora'], means: ['seed', 'varieties'] },
  { words: ['miche', 'mche'], means: ['seedlings'] },
  { words: ['kitalu', 'vitalu'], means: ['nursery'] },
  { words: ['mavuno', 'kuvuna', 'vuna'], means: ['harvest'] },
  { words: ['kupanda', 'panda', 'kupandwa'], means: ['planting'] },
  { words: ['kupandikiza', 'pandikiza'], means: ['transplanting'] },
  { words: ['kuhifadhi', 'hifadhi', 'ghala'], means: ['storage', 'store'] },
  { words: ['kukausha', 'kausha'], means: ['drying'] },
  { words: ['magugu', 'gugu', 'palizi', 'kupalilia'], means: ['weeds', 'weeding'] },
  { words: ['umwagiliaji', 'kunyunyizia maji', 'mifereji'], means: ['irrigation'] },

  // Animals
  { words: ["ng'ombe"], means: ['cattle', 'cows'] },
  { words: ['ndama'], means: ['calves'] },
  { words: ['maziwa'], means: ['milk', 'dairy'] },
  { words: ['mbuzi'], means: ['goats'] },
  { words: ['kondoo'], means: ['sheep'] },
  { words: ['nguruwe'], means: ['pigs'] },
  { words: ['kuku', 'kuku wa kienyeji', 'hens', 'layers', 'broilers'], means: ['chickens', 'poultry'] },
  { words: ['mayai'], means: ['eggs'] },
  { words: ['bata'], means: ['ducks'] },
  { words: ['sungura'], means: ['rabbits'] },
  { words: ['nyuki', 'asali', 'mizinga'], means: ['bees', 'beekeeping'] },
  { words: ['samaki', 'bwawa la samaki'], means: ['fish', 'fish ponds'] },
  { words: ['mifugo', 'wanyama'], means: ['livestock', 'animals'] },
  { words: ['banda', 'zizi', "zizi la ng'ombe"], means: ['housing'] },
  { words: ['chakula cha mifugo', 'lishe'], means: ['feeding', 'feed'] },
  { words: ['maji'], means: ['water'] },
  { words: ['chanjo', 'kuchanja'], means: ['vaccination', 'vaccinate'] },
  { words: ['ugonjwa', 'magonjwa'], means: ['disease'] },
  { words: ['kideri', 'mdondo'], means: ['newcastle disease'] },
  // Ndigana alone may be either tick fever; the qualified names tell them apart.
  { words: ['ndigana'], means: ['east coast fever', 'anaplasmosis'] },
  { words: ['homa ya pwani', 'ndigana kali'], means: ['east coast fever'] },
  { words: ['ndigana baridi'], means: ['anaplasmosis'] },
  { words: ['ugonjwa wa kiwele'], means: ['mastitis'] },
  { words: ['kiwele'], means: ['udder'] },
  { words: ['kimeta'], means: ['anthrax'] },
  { words: ['miguu na midomo', 'ugonjwa wa miguu na midomo'], means: ['foot-and-mouth'] },
  { words: ['homa ya nguruwe'], means: ['african swine fever'] },
  { words: ['vinundu vya ngozi', 'ugonjwa wa vinundu vya ngozi'], means: ['lumpy skin'] },
  { words: ['kichaa cha mbwa'], means: ['rabies'] },
  { words: ['ugonjwa wa kutupa mimba', 'ugonjwa wa maziwa'], means: ['brucellosis'] },
  { words: ['uhimilishaji'], means: ['artificial insemination'] },
  { words: ['kupe'], means: ['ticks'] },
  { words: ['minyoo', 'dawa ya minyoo'], means: ['deworm', 'worms'] },
  { words: ['daktari wa mifugo', 'mganga wa mifugo'], means: ['vet'] },
  { words: ['antibiotiki', 'sindano', 'kudungwa sindano'], means: ['antibiotic', 'injection'] },
  { words: ['muda wa kusubiri', 'withdrawal time', 'withholding period'], means: ['withdrawal period'] },

  // Pests, diseases and sprays
  { words: ['wadudu', 'mdudu', 'insects', 'bugs'], means: ['pests'] },
  { words: ['viwavi jeshi', 'viwavijeshi', 'kiwavi jeshi'], means: ['fall armyworm'] },
  { words: ['viwavi', 'kiwavi'], means: ['caterpillars'] },
  // Dumuzi is the larger grain borer; the weevil is fukusi.
  { words: ['dumuzi', 'osama'], means: ['larger grain borer'] },
  { words: ['fukusi'], means: ['weevils'] },
  { words: ['panya'], means: ['rats'] },
  { words: ['kwelea'], means: ['quelea'] },
  { words: ['ndege', 'ndege waharibifu'], means: ['birds'] },
  { words: ['dawa', 'dawa ya wadudu', 'viuatilifu', 'kiuatilifu', 'chemicals'], means: ['pesticide'] },
  { words: ['dawa ya magugu', 'dawa ya kuua magugu'], means: ['herbicide'] },
  { words: ['kunyunyizia', 'kunyunyiza', 'nyunyizia', 'kupiga dawa'], means: ['spray', 'spraying'] },
  { words: ['ukungu', 'kuvu'], means: ['fungal', 'mould'] },
  { words: ['sumukuvu'], means: ['aflatoxin'] },
  { words: ['kuoza'], means: ['rot'] },
  { words: ['mnyauko', 'kunyauka'], means: ['wilt'] },
  { words: ['kiduha'], means: ['striga'] },
  { words: ['kutu'], means: ['rust'] },
  { words: ['baa chelewa'], means: ['late blight'] },

  // Soil and fertility
  { words: ['udongo'], means: ['soil'] },
  { words: ['mbolea', 'fertilizer'], means: ['fertiliser'] },
  { words: ['samadi', 'mbolea ya samadi', "mavi ya ng'ombe", "samadi ya ng'ombe"], means: ['manure'] },
  { words: ['mboji', 'mbolea vunde'], means: ['compost'] },
  { words: ['chokaa'], means: ['lime'] },
  { words: ['asidi', 'tindikali', 'uchachu'], means: ['acidic', 'acidity'] },
  { words: ['mmomonyoko', 'mmomonyoko wa udongo'], means: ['erosion'] },
  // Matuta are ridges; terraces are matuta ya ngazi.
  { words: ['matuta', 'tuta'], means: ['ridges'] },
  { words: ['matuta ya ngazi', 'fanya juu'], means: ['terraces'] },
  { words: ['kipimo cha udongo', 'kupima udongo'], means: ['soil testing', 'soil sample'] },

  // Weather and climate
  { words: ['mvua', 'masika', 'vuli'], means: ['rain', 'rains'] },
  // Kiangazi is the dry season, not a drought (ukame).
  { words: ['ukame', 'dry spell'], means: ['drought'] },
  { words: ['kiangazi'], means: ['dry season'] },
  { words: ['hali ya hewa'], means: ['weather'] },
  { words: ['tabianchi', 'mabadiliko ya tabianchi'], means: ['climate'] },
  { words: ['mafuriko'], means: ['floods'] },
  { words: ['upepo'], means: ['wind'] },
  { words: ['bima'], means: ['insurance'] },

  // Tools, money and services
  { words: ['ndege isiyo na rubani', 'ndege zisizo na rubani', 'droni', 'uav'], means: ['drone'] },
  { words: ['rubani'], means: ['pilot', 'operator'] },
  { words: ['simu', 'simu ya mkononi'], means: ['phone', 'mobile'] },
  { words: ['soko', 'masoko'], means: ['market'] },
  { words: ['bei'], means: ['prices'] },
  { words: ['mkopo', 'mikopo'], means: ['loan', 'credit'] },
  { words: ['ushauri', 'mtaalamu', 'afisa ugani', 'ugani'], means: ['advice', 'extension'] },
  { words: ['jua', 'nishati ya jua', 'sola'], means: ['solar'] },
  { words: ['pampu'], means: ['pump'] },
  { words: ['trekta'], means: ['tractor'] },
  { words: ['ekari'], means: ['acre'] },
  { words: ['gunia', 'magunia'], means: ['bags'] },
  { words: ['debe', 'madebe'], means: ['debe'] },
  { words: ['hekta'], means: ['hectare'] },
  { words: ['kilimo', 'ukulima'], means: ['farming'] },
  { words: ['shamba', 'mashamba'], means: ['farm'] },
  { words: ['mkulima', 'wakulima'], means: ['farmer'] },
]

export const farmWords: FarmWord[] = z.array(FarmWordSchema).parse(entries)
