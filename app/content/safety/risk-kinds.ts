// The one risk taxonomy: each kind of question where a wrong answer can poison a person, kill an
// animal or spread a disease. The classifier (lib/safety/classify.ts) names kinds by their
// triggers over the lexicon's cues; the model's rules (features/chat/assistant-rules.server.ts)
// are written from their `covers` and `rules`; every answer of a kind carries its `safety` text
// (lib/safety/safety-text.ts); the offline assistant quotes its `passages`. The order is the
// order of urgency: a person first. Safety texts are plain GSM-7 text: they go by SMS too.
import { z } from 'zod'
import { RISK_KIND_IDS, RiskKindSchema, type RiskKind, type RiskKindId } from './schema'

const FARM_CHEMICAL_SAFETY = 'farm-chemical-safety'
const SPRAYING_RULES = {
  slug: FARM_CHEMICAL_SAFETY,
  anchor: {
    en: 'key-rules-for-spraying-pesticides-the-label-protective-gear-and-waiting-times',
    sw: 'mambo-muhimu-ya-kunyunyiza-viuatilifu-lebo-vifaa-vya-kujikinga-na-muda-wa-kusubiri',
  },
}
const ANIMAL_MEDICINE_RULES = {
  slug: FARM_CHEMICAL_SAFETY,
  anchor: {
    en: 'key-rules-for-animal-medicines-withdrawal-of-milk-meat-and-eggs',
    sw: 'mambo-muhimu-ya-dawa-za-mifugo-muda-wa-kusubiri-kwa-maziwa-nyama-na-mayai',
  },
}
const POISONING_STEPS = {
  slug: FARM_CHEMICAL_SAFETY,
  anchor: { en: 'steps-when-someone-is-poisoned', sw: 'hatua-za-kuchukua-mtu-anapopata-sumu' },
}
const BEES_WATER_CONTAINERS = {
  slug: FARM_CHEMICAL_SAFETY,
  anchor: {
    en: 'key-rules-for-bees-water-sprayers-and-empty-containers',
    sw: 'mambo-muhimu-ya-nyuki-maji-pampu-za-kunyunyizia-na-vyombo-vitupu',
  },
}
const BANNED_PRODUCTS = {
  slug: FARM_CHEMICAL_SAFETY,
  anchor: {
    en: 'key-facts-on-banned-and-restricted-products',
    sw: 'mambo-muhimu-kuhusu-bidhaa-zilizopigwa-marufuku-na-zilizozuiliwa',
  },
}
const SICK_ANIMALS_CARCASSES = {
  slug: FARM_CHEMICAL_SAFETY,
  anchor: {
    en: 'key-rules-for-sick-animals-carcasses-and-notifiable-diseases',
    sw: 'mambo-muhimu-ya-wanyama-wagonjwa-mizoga-na-magonjwa-yanayopaswa-kuripotiwa',
  },
}
const LIVESTOCK_POISONS = {
  slug: FARM_CHEMICAL_SAFETY,
  anchor: {
    en: 'key-dangers-to-livestock-urea-nitrate-and-treated-seed',
    sw: 'hatari-muhimu-kwa-mifugo-urea-nitrate-na-mbegu-zenye-kemikali',
  },
}
const HARMFUL_TREATMENTS = {
  slug: FARM_CHEMICAL_SAFETY,
  anchor: {
    en: 'key-warning-on-harmful-traditional-treatments',
    sw: 'onyo-muhimu-kuhusu-tiba-za-kienyeji-zenye-madhara',
  },
}
const NEVER_EAT_SELL_OR_FEED = {
  slug: 'harvest-and-storage',
  anchor: {
    en: 'key-rule-what-never-to-eat-sell-or-feed',
    sw: 'mambo-muhimu-usichopaswa-kula-kuuza-wala-kulisha-mifugo',
  },
}
const ANIMAL_PROTECTION = {
  slug: 'animal-production',
  anchor: { en: 'steps-to-protect-your-animals-from-disease', sw: 'hatua-za-kulinda-wanyama-wako-dhidi-ya-magonjwa' },
}
const SAFE_PESTICIDE_USE = {
  slug: 'pest-control',
  anchor: { en: 'key-rules-for-safe-pesticide-use', sw: 'mambo-muhimu-ya-kutumia-viuatilifu-kwa-usalama' },
}
const HARVEST_AND_STORAGE = {
  slug: 'crop-production',
  anchor: { en: 'steps-for-harvest-drying-and-storage', sw: 'hatua-za-kuvuna-kukausha-na-kuhifadhi' },
}

export const riskKinds: RiskKind[] = z
  .array(RiskKindSchema)
  .parse([
    {
      id: 'people-exposed',
      name: { en: 'a person exposed to a chemical or poisoned', sw: 'mtu aliyeathiriwa na kemikali au sumu' },
      covers:
        'a person (child, worker, the farmer) who swallowed, breathed in or was splashed by a pesticide, acaricide, veterinary medicine or poison, or has signs after using one: sweating, vomiting, dizziness, small pupils, drooling, fits, collapse',
      referrals: ['health-facility', 'poison-centre'],
      safety: {
        en: 'If a person swallowed, breathed in or was splashed by a chemical, or feels sick after using one: move them away from it, wash skin or eyes with plenty of clean water, and take them with the product label to a health facility now. Poison Information Centre (KNH), toll-free: 0800 720 021 or 0800 730 030.',
        sw: 'Mtu akimeza, akivuta au akimwagikiwa na kemikali, au akiugua baada ya kuitumia: mtoe mahali hapo, osha ngozi au macho kwa maji mengi safi, na umpeleke kituo cha afya sasa hivi pamoja na lebo ya bidhaa. Kituo cha Taarifa za Sumu (KNH), bila malipo: 0800 720 021 au 0800 730 030.',
      },
      rules: [
        {
          text: 'Give first aid only: move the person away from the chemical, take off soaked clothes, rinse skin or eyes with plenty of clean water for 15 to 20 minutes, nothing by mouth to a person who is not awake; then a health facility at once, with the product label. Give the Poison Information Centre at Kenyatta National Hospital, toll-free 0800 720 021 or 0800 730 030.',
          sources: ['wsu-pesticide-poisoning', 'nema-chemicals-portal', 'aak-poison-centre'],
        },
      ],
      passages: [{ ...POISONING_STEPS, startsWith: { en: 'Step 1 – Protect yourself:', sw: 'Hatua ya 1 – Jikinge:' } }],
      triggers: [
        { all: ['person', 'exposure', 'chemical'] },
        { all: ['exposure', 'chemical'], unless: ['animal'] },
        { all: ['human-symptom', 'spraying'], unless: ['animal'] },
        { all: ['human-symptom', 'chemical'], unless: ['animal'] },
        { all: ['person', 'human-symptom', 'spraying'] },
        { all: ['person', 'poison'], unless: ['without-chemicals'] },
        { all: ['person', 'human-symptom', 'sprayer'] },
        { all: ['human-symptom', 'sprayer'], unless: ['animal'] },
        { all: ['exposure', 'human-symptom'], unless: ['animal'] },
        { all: ['person', 'exposure', 'container'], unless: ['animal'] },
        { all: ['person', 'strong-symptom'] },
        { all: ['exposure', 'sprayer'], unless: ['animal'] },
        { all: ['person', 'human-symptom', 'chemical'] },
        { all: ['person', 'human-symptom', 'sprayed-field'] },
        { all: ['person', 'strong-symptom', 'chemical'] },
        { all: ['person', 'human-symptom', 'mix'], unless: ['fertiliser', 'feeding'] },
        { all: ['person', 'give-verb', 'vet-class'], unless: ['vaccine-schedule', 'insemination'] },
        { all: ['person', 'seed', 'seed-colour', 'eat-feed'] },
        { all: ['person', 'treated-seed', 'eat-feed'] },
        { all: ['person', 'snakebite'] },
      ],
    },
    {
      id: 'sudden-death',
      name: { en: 'an animal that died suddenly, and its carcass', sw: 'mnyama aliyekufa ghafla, na mzoga wake' },
      covers:
        'an animal found dead or that died suddenly, and what to do with the carcass: skinning, eating or selling its meat, burying, burning, feeding it to dogs',
      referrals: ['county-vet-office', 'vet'],
      safety: {
        en: 'An animal that died suddenly may have had anthrax: do not open, skin, eat, sell or give away its meat, keep people and animals away from the carcass, and call the county veterinary office or a vet today.',
        sw: 'Mnyama aliyekufa ghafla huenda alikuwa na kimeta: usimpasue, usimchune, usile, usiuze wala usigawe nyama yake; weka watu na wanyama mbali na mzoga, na upige simu kwa ofisi ya mifugo ya kaunti au daktari wa mifugo leo.',
      },
      rules: [
        {
          text: 'An animal that died suddenly may have had anthrax, a notifiable disease: its carcass must not be opened, skinned, eaten, sold or fed to dogs; keep people and animals away and call the county veterinary office, which decides how it is burnt or buried.',
          sources: ['kenya-law-cap-364', 'cfia-anthrax-carcasses'],
        },
      ],
      triggers: [
        { all: ['animal', 'death', 'sudden'] },
        { all: ['animal', 'death', 'carcass-use'] },
        { all: ['death', 'sudden', 'carcass-use'] },
        { all: ['carcass'] },
        { all: ['animal', 'death-cause'] },
      ],
      passages: [
        {
          ...SICK_ANIMALS_CARCASSES,
          startsWith: {
            en: 'Never open, skin or eat an animal that died suddenly.',
            sw: 'Usiwahi kufungua, kuchuna wala kula mnyama aliyekufa ghafla.',
          },
        },
        {
          ...ANIMAL_PROTECTION,
          startsWith: {
            en: 'An animal that died suddenly',
            sw: 'Mnyama aliyekufa ghafla',
          },
        },
      ],
    },
    {
      id: 'zoonosis',
      name: {
        en: 'a disease that spreads to people or must be reported',
        sw: 'ugonjwa unaoambukiza binadamu au unaopaswa kuripotiwa',
      },
      covers:
        'a disease that passes to people (anthrax, rabies, Rift Valley fever, avian influenza, brucellosis, tuberculosis) or one the law says must be reported, named or by its signs (purple ears in pigs, blisters in the mouth, lumps all over the skin, waves of abortions, many animals dying), and bites or scratches by an animal',
      referrals: ['county-vet-office', 'vet', 'health-facility'],
      safety: {
        en: 'This may be a disease that spreads to people or must be reported by law. Keep sick animals apart, do not move or sell animals, do not touch blood, afterbirths or carcasses bare-handed, and call the county veterinary office. After a bite or scratch, wash it with soap and water for 15 minutes and go to a health facility today.',
        sw: 'Huenda ni ugonjwa unaoambukiza binadamu au unaopaswa kuripotiwa kisheria. Watenge wanyama wagonjwa, usihamishe wala usiuze wanyama, usiguse damu, kondo la nyuma au mizoga bila glavu, na upige simu kwa ofisi ya mifugo ya kaunti. Ukiumwa au kukwaruzwa na mnyama, osha jeraha kwa sabuni na maji kwa dakika 15 na uende kituo cha afya leo.',
      },
      rules: [
        {
          text: 'Notifiable in Kenya under the Animal Diseases Act (Cap. 364, section 2) are, among others, anthrax, rabies, foot-and-mouth disease, lumpy skin disease, swine fever, fowl pest (Newcastle disease), East Coast fever, tuberculosis, contagious bovine pleuropneumonia, sheep pox and heartwater: a suspected case is reported to the county veterinary office. Brucellosis is not on that list: never call it notifiable.',
          sources: ['kenya-law-cap-364'],
        },
        {
          text: 'Report suspected Rift Valley fever, avian influenza and African swine fever to the county veterinary office too. Rift Valley fever passes to people through blood, organs, carcasses, aborted foetuses and raw milk; avian influenza through sick or dead birds; African swine fever spreads through pigs, pork, clothes and vehicles and has no vaccine.',
          sources: ['who-rift-valley-fever', 'who-avian-influenza', 'woah-african-swine-fever'],
        },
        {
          text: 'After a bite or scratch by an animal that may have rabies: wash the wound at once with soap and water for at least 15 minutes, then a health facility the same day for vaccination.',
          sources: ['who-rabies-treatment'],
        },
      ],
      triggers: [
        { all: ['notifiable-disease'], unless: ['vaccine-schedule'] },
        { all: ['notifiable-disease', 'disease-signs'] },
        { all: ['notifiable-disease', 'death'] },
        { all: ['animal', 'zoonotic-contact'] },
        { all: ['animal', 'disease-signs'] },
        { all: ['animal', 'abortion'] },
        { all: ['animal', 'mass-death'] },
        { all: ['animal', 'report'] },
        { all: ['animal', 'mass-death', 'illness'] },
      ],
      passages: [
        {
          ...ANIMAL_PROTECTION,
          startsWith: { en: 'Diseases you must report.', sw: 'Magonjwa ambayo lazima uripoti.' },
        },
        {
          ...SICK_ANIMALS_CARCASSES,
          startsWith: { en: 'If you suspect one, or several animals', sw: 'Ukishuku mojawapo, au wanyama kadhaa' },
        },
      ],
    },
    {
      id: 'banned-product',
      name: { en: 'a banned or restricted product', sw: 'bidhaa iliyopigwa marufuku au kuzuiliwa' },
      covers:
        'a pesticide withdrawn or restricted in Kenya, or an old banned one farmers still ask for (carbofuran/Furadan, DDT), where to buy it, and products sold without a label or by hawkers',
      referrals: ['pcpb', 'agrovet-label'],
      safety: {
        en: 'Do not buy or use a banned, restricted or unlabelled product. Buy only PCPB-registered products, with a PCPB (CR) number and a label in English and Kiswahili, from a licensed agro-vet, and ask the agro-vet or PCPB whether it is allowed on your crop.',
        sw: 'Usinunue wala usitumie bidhaa iliyopigwa marufuku, iliyozuiliwa au isiyo na lebo. Nunua tu bidhaa zilizosajiliwa na PCPB, zenye nambari PCPB (CR) na lebo ya Kiingereza na Kiswahili, kwa agrovet mwenye leseni, na umuulize agrovet au PCPB kama inaruhusiwa kwa zao lako.',
      },
      rules: [
        {
          text: 'Never say where to buy, or how to use, a product withdrawn or restricted in Kenya. In June 2025 PCPB withdrew many products from the Kenyan market (active ingredients among them: DDT, chlordane, acephate, chlorothalonil, thiacloprid, diuron) and restricted others: abamectin and imidacloprid not in open fields, chlorpyrifos and dimethoate as termiticides only, propineb and iprodione not on edible crops. Carbofuran (Furadan) was bought back from East Africa by its maker. Send the farmer to PCPB or a licensed agro-vet.',
          sources: [
            'pcpb-pesticides-review',
            'capitalfm-2025-pesticide-ban',
            'floriculture-2025-withdrawn',
            'freshplaza-2025-restrictions',
            'nmk-furadan-in-kenya',
          ],
        },
      ],
      triggers: [{ all: ['banned-product'] }, { all: ['ban-words', 'chemical'] }, { all: ['ban-words', 'pest'] }],
      passages: [
        {
          ...BANNED_PRODUCTS,
          startsWith: { en: 'Some pesticides are banned in Kenya', sw: 'Baadhi ya viuatilifu vimepigwa marufuku' },
        },
        {
          ...SAFE_PESTICIDE_USE,
          startsWith: { en: 'Check that it is still allowed:', sw: 'Hakikisha bado inaruhusiwa:' },
        },
      ],
    },
    {
      id: 'pesticide',
      name: {
        en: 'pesticide use, mixing, rates and waiting days',
        sw: 'matumizi ya viuatilifu, kuchanganya, vipimo na siku za kusubiri',
      },
      covers:
        'which pesticide, herbicide, fungicide or acaricide to use, its dose or rate, mixing products, and the days to wait before harvest (pre-harvest interval) or before people go back into the field (re-entry interval)',
      referrals: ['agrovet-label', 'pcpb'],
      safety: {
        en: 'Take the dose, the mixing rate and the days to wait before harvest or before people go back into the field only from the product label or a licensed agro-vet, never from a guess.',
        sw: 'Chukua kipimo, kiasi cha kuchanganya, na siku za kusubiri kabla ya kuvuna au kabla ya watu kurudi shambani kutoka kwenye lebo ya bidhaa au kwa agrovet mwenye leseni tu, kamwe si kwa kukisia.',
      },
      rules: [
        {
          text: 'Never give a dose, mixing rate, pre-harvest interval or re-entry interval from memory: they are on the label of a PCPB-registered product (registration number PCPB (CR) and four digits, label in English and Kiswahili) bought from a licensed agro-vet, never a hawker.',
          sources: ['pcpb-about', 'tell-pcpb-registration'],
        },
      ],
      triggers: [
        { all: ['pesticide-product'] },
        ...['dose', 'mix', 'spraying', 'sprayer', 'pest', 'crop', 'interval', 'harvest-or-sell'].map((cue) => ({
          all: ['formulation', cue],
        })),
        { all: ['pesticide-class', 'dose'], unless: ['without-chemicals'] },
        { all: ['pesticide-class', 'mix'] },
        { all: ['pesticide-class', 'crop', 'apply-to'], unless: ['without-chemicals', 'fertiliser'] },
        { all: ['pesticide-class', 'which'], unless: ['without-chemicals'] },
        { all: ['spraying', 'interval'] },
        { all: ['spraying', 'harvest-or-sell'] },
        { all: ['spraying', 'crop', 'eat-feed'], unless: ['animal', 'fertiliser', 'watering'] },
        { all: ['generic-dawa', 'dose'], unless: ['animal'] },
        { all: ['pesticide-name'], unless: ['without-chemicals'] },
        { all: ['pesticide-class', 'interval'] },
        { all: ['pesticide-class', 'harvest-or-sell'] },
        { all: ['pest', 'seek-product'], unless: ['without-chemicals'] },
        { all: ['pest', 'dose'], unless: ['without-chemicals'] },
        { all: ['pest', 'interval'], unless: ['without-chemicals'] },
        { all: ['dose', 'sprayer'], unless: ['fertiliser', 'watering', 'capacity', 'price'] },
        { all: ['spraying', 'mix'], unless: ['fertiliser', 'watering'] },
        { all: ['liquid-rate'], unless: ['fertiliser', 'watering', 'feeding', 'capacity', 'price', 'animal'] },
        { all: ['liquid-rate', 'pest'], unless: ['without-chemicals'] },
        { all: ['pest', 'apply-to', 'crop'], unless: ['without-chemicals', 'fertiliser', 'watering'] },
      ],
      passages: [
        {
          ...SPRAYING_RULES,
          startsWith: {
            en: 'Read the whole label before you open the container.',
            sw: 'Soma lebo yote kabla ya kufungua chombo.',
          },
        },
        {
          ...SAFE_PESTICIDE_USE,
          startsWith: { en: 'Take the dose only from the label:', sw: 'Chukua kipimo kwenye lebo tu:' },
        },
      ],
    },
    {
      id: 'vet-medicine',
      name: { en: 'veterinary medicines, doses and withdrawal', sw: 'dawa za mifugo, vipimo na muda wa kusubiri' },
      covers:
        'which veterinary medicine to give, its dose, injecting (kudunga, kuchoma sindano) or drenching, and the withdrawal period before milk, meat or eggs may be sold or eaten',
      referrals: ['vet', 'agrovet-label'],
      safety: {
        en: 'Ask a vet for the dose of any animal medicine and follow its label. Every medicine has its own withdrawal period: do not sell or use the milk, meat or eggs until it has passed.',
        sw: 'Muulize daktari wa mifugo kipimo cha dawa yoyote ya mifugo na ufuate lebo yake. Kila dawa ina muda wake wa kusubiri: usiuze wala usitumie maziwa, nyama au mayai hadi muda huo upite.',
      },
      rules: [
        {
          text: 'Never give or guess the dose of a veterinary medicine: the vet and the label give it. Only medicines registered with the Veterinary Medicines Directorate, from a licensed outlet. Each medicine has its own withdrawal period for milk, meat and eggs, on its label: produce is not sold or used before it ends.',
          sources: ['kenya-law-vmd-regulations'],
        },
      ],
      triggers: [
        { all: ['vet-product'] },
        { all: ['vet-class', 'dose'], unless: ['insemination', 'vaccine-schedule'] },
        { all: ['vet-class', 'animal', 'which'], unless: ['insemination'] },
        { all: ['vet-class', 'produce'], unless: ['insemination'] },
        { all: ['inject', 'animal'], unless: ['insemination', 'vaccine-schedule'] },
        { all: ['inject', 'produce'], unless: ['insemination', 'vaccine-schedule'] },
        { all: ['withdrawal'] },
        { all: ['generic-dawa', 'animal', 'dose'] },
        { all: ['medicine-name'] },
        {
          all: ['medicine-measure', 'animal'],
          unless: ['feeding', 'fertiliser', 'insemination', 'vaccine-schedule', 'produce'],
        },
        { all: ['course', 'animal', 'give-verb'], unless: ['insemination'] },
        { all: ['course', 'animal', 'dose'], unless: ['insemination'] },
        { all: ['course', 'animal', 'eat-feed'], unless: ['insemination', 'feeding'] },
        { all: ['course', 'produce'] },
        { all: ['vet-class', 'animal'], unless: ['vaccine-schedule', 'insemination'] },
        { all: ['vet-class', 'give-verb'], unless: ['insemination', 'vaccine-schedule'] },
        {
          all: ['animal', 'give-verb', 'dose'],
          unless: ['feeding', 'fertiliser', 'vaccine-schedule', 'insemination'],
        },
        { all: ['animal-disease', 'give-verb'], unless: ['vaccine-schedule'] },
        { all: ['animal-disease', 'dose'], unless: ['vaccine-schedule'] },
        { all: ['animal-disease', 'which'], unless: ['vaccine-schedule'] },
      ],
      passages: [
        { ...ANIMAL_MEDICINE_RULES, startsWith: { en: 'The withdrawal period.', sw: 'Muda wa kusubiri.' } },
        {
          ...ANIMAL_PROTECTION,
          startsWith: {
            en: 'Treat animal medicines and acaricides with the same care',
            sw: 'Zitunze dawa za mifugo na dawa za kuua kupe',
          },
        },
      ],
    },
    {
      id: 'feed-poisoning',
      name: {
        en: 'urea, fertiliser, treated seed or poison eaten by animals',
        sw: 'urea, mbolea, mbegu zenye dawa au sumu iliyoliwa na wanyama',
      },
      covers:
        'animals that ate urea, fertiliser, nitrate, treated seed, rat poison or a pesticide, or adding urea or fertiliser to feed, or young sorghum regrowth',
      referrals: ['vet'],
      safety: {
        en: 'Animals that ate urea, fertiliser, treated seed, rat poison or another chemical can die within hours: move them away from it, keep the bag or label, and call a vet now. Never feed treated seed or fertiliser to animals.',
        sw: 'Wanyama waliokula urea, mbolea, mbegu zenye dawa, sumu ya panya au kemikali nyingine wanaweza kufa ndani ya saa chache: waondoe hapo, weka gunia au lebo, na umwite daktari wa mifugo sasa hivi. Usiwalishe wanyama mbegu zenye dawa wala mbolea.',
      },
      rules: [
        {
          text: 'Urea, fertiliser, treated seed or poison eaten by animals is an emergency (urea: tremors, pain, laboured breathing, death within hours): a vet at once. Never suggest feeding urea, fertiliser or treated seed.',
          sources: ['merck-urea-poisoning'],
        },
      ],
      passages: [
        { ...LIVESTOCK_POISONS, startsWith: { en: 'Urea and other fertiliser.', sw: 'Urea na mbolea nyingine.' } },
      ],
      triggers: [
        { all: ['animal', 'fertiliser', 'eat-feed'] },
        { all: ['fertiliser', 'feeding', 'recent'] },
        { all: ['treated-seed', 'animal'] },
        { all: ['treated-seed', 'eat-feed'] },
        { all: ['seed', 'seed-colour', 'animal', 'eat-feed'] },
        { all: ['animal', 'fertiliser', 'feeding', 'dose'] },
        { all: ['animal', 'sprayed-field', 'eat-feed'] },
        { all: ['animal', 'pesticide-any', 'eat-feed'] },
        { all: ['animal', 'young-sorghum'] },
        { all: ['animal', 'poison'] },
        { all: ['animal', 'exposure', 'chemical'] },
      ],
    },
    {
      id: 'aflatoxin',
      name: { en: 'aflatoxin: mouldy grain or feed', sw: 'sumukuvu: nafaka au chakula chenye ukungu' },
      covers:
        'mouldy, rotten or musty maize, groundnuts, grain, flour or animal feed, and aflatoxin in food, feed or milk',
      referrals: ['vet'],
      safety: {
        en: 'Mouldy or rotten grain, groundnuts or feed may carry aflatoxin, a poison that harms people and animals and passes into milk. Do not eat it or feed it to animals: throw it away, and call a vet if animals already ate it.',
        sw: 'Nafaka, karanga au chakula cha mifugo chenye ukungu au kilichooza kinaweza kuwa na sumukuvu, sumu inayodhuru binadamu na wanyama na kuingia kwenye maziwa. Usile wala usiwalishe wanyama: kitupe, na umwite daktari wa mifugo ikiwa wanyama wameshakula.',
      },
      rules: [
        {
          text: 'Mouldy or rotten grain, groundnuts or feed may hold aflatoxin, which has sickened and killed people in Kenya and passes from feed into milk: never say it can be eaten or fed.',
          sources: ['omara-aflatoxins-kenya', 'ahlberg-aflatoxin-milk'],
        },
      ],
      triggers: [
        { all: ['aflatoxin'] },
        { all: ['mould', 'grain-feed'], unless: ['plant-part', 'prevent'] },
        { all: ['mould', 'grain-feed', 'eat-feed'] },
      ],
      passages: [
        { ...NEVER_EAT_SELL_OR_FEED, startsWith: { en: 'Grain that is mouldy', sw: 'Nafaka yenye ukungu' } },
        {
          ...HARVEST_AND_STORAGE,
          startsWith: { en: 'Aflatoxin is a poison made by moulds', sw: 'Sumukuvu ni sumu inayotengenezwa na ukungu' },
        },
      ],
    },
    {
      id: 'sick-produce',
      name: {
        en: 'selling sick animals or their milk, meat and eggs',
        sw: 'kuuza wanyama wagonjwa au maziwa, nyama na mayai yao',
      },
      covers:
        'selling, slaughtering for sale or eating a sick animal, or the milk, meat or eggs of a sick or treated one',
      referrals: ['vet', 'county-vet-office'],
      safety: {
        en: 'Do not sell or eat a sick animal, or the milk, meat or eggs of a sick or treated one: it can spread disease and carry medicine residues. Call a vet, and the county veterinary office if the disease may be notifiable.',
        sw: 'Usiuze wala usile mnyama mgonjwa, au maziwa, nyama au mayai ya mnyama mgonjwa au aliyepewa dawa: yanaweza kueneza ugonjwa na kubeba mabaki ya dawa. Mwite daktari wa mifugo, na ofisi ya mifugo ya kaunti ikiwa ugonjwa huenda unapaswa kuripotiwa.',
      },
      rules: [
        {
          text: 'Never advise selling or eating a sick animal, or the milk, meat or eggs of a sick or treated one: Rift Valley fever spreads to people by slaughter and raw milk, African swine fever to other farms by pork products.',
          sources: ['who-rift-valley-fever', 'woah-african-swine-fever'],
        },
      ],
      passages: [
        {
          ...ANIMAL_MEDICINE_RULES,
          startsWith: { en: 'Milk: after an antibiotic injection', sw: "Maziwa: baada ya ng'ombe kudungwa" },
        },
      ],
      triggers: [
        { all: ['sell', 'sick', 'animal'] },
        { all: ['sell', 'sick', 'produce'] },
        { all: ['sick', 'produce', 'mix'] },
        { all: ['sell', 'illness', 'animal'], unless: ['person-death'] },
        { all: ['sell', 'illness', 'produce'] },
        { all: ['sell', 'animal-disease'] },
        { all: ['sick', 'produce'] },
        { all: ['treated', 'produce'] },
        { all: ['treated', 'animal', 'sell'] },
      ],
    },
    {
      id: 'harmful-remedy',
      name: { en: 'a harmful traditional treatment', sw: 'tiba ya jadi inayodhuru' },
      covers:
        'burning, branding or cutting an animal (hot iron on lumps or swollen glands), engine oil, paraffin or diesel on or in animals, human medicines for animals',
      referrals: ['vet'],
      safety: {
        en: 'Do not burn, brand or cut an animal, or pour engine oil, paraffin or human medicines on or into it: these do not cure, and cause pain, wounds or poisoning. Call a vet.',
        sw: 'Usimchome, usimpige chapa wala usimkate mnyama, na usimmwagie au kumnywesha oili ya gari, mafuta ya taa au dawa za binadamu: havitibu, bali husababisha maumivu, vidonda au sumu. Mwite daktari wa mifugo.',
      },
      rules: [
        {
          text: 'Never endorse burning, branding or cutting an animal, or engine oil, paraffin or human medicines for it: treatments are registered veterinary medicines, from a vet.',
          sources: ['kenya-law-vmd-regulations'],
        },
      ],
      triggers: [
        { all: ['harmful-practice', 'animal'] },
        { all: ['harmful-practice', 'person', 'apply-to'] },
        { all: ['harmful-practice', 'notifiable-disease'] },
        { all: ['animal', 'cut', 'body-part'] },
        { all: ['snakebite', 'cut'] },
        { all: ['home-substance', 'body-site', 'apply-to'] },
        { all: ['snakebite', 'harmful-practice'] },
      ],
      passages: [
        {
          ...HARMFUL_TREATMENTS,
          startsWith: { en: 'But some treatments do harm:', sw: 'Lakini baadhi ya tiba huleta madhara:' },
        },
        {
          ...ANIMAL_PROTECTION,
          startsWith: { en: 'Step 3 – Treat early:', sw: 'Hatua ya 3 – Tibu mapema:' },
        },
      ],
    },
    {
      id: 'spray-environment',
      name: { en: 'bees, water, sprayers and empty containers', sw: 'nyuki, maji, mabomba ya dawa na vyombo vitupu' },
      covers:
        'spraying near bees, rivers, wells or ponds, washing sprayers or pouring leftover spray mix, and what to do with empty pesticide containers',
      referrals: ['agrovet-label', 'pcpb'],
      safety: {
        en: 'Keep pesticides away from bees, rivers and wells: do not spray flowers while bees are out, never wash a sprayer or pour leftover mix near water, and never keep water, food or milk in an empty pesticide container. Ask the agro-vet how to dispose of it.',
        sw: 'Weka viuatilifu mbali na nyuki, mito na visima: usinyunyizie maua nyuki wakiwa nje, usioshe bomba wala kumwaga dawa iliyobaki karibu na maji, na usiwahi kuweka maji, chakula au maziwa kwenye chombo kitupu cha kiuatilifu. Muulize agrovet jinsi ya kukitupa.',
      },
      rules: [
        {
          text: 'No spraying near bees in flower, rivers, wells or ponds; sprayers are not washed, nor leftover mix poured, in or near water; empty pesticide containers are never used for water, food or milk.',
          sources: ['hesperian-pesticides', 'pcpb-about'],
        },
      ],
      triggers: [
        { all: ['bees', 'spraying'] },
        { all: ['bees', 'chemical'] },
        { all: ['water-source', 'spraying'], unless: ['watering'] },
        { all: ['water-source', 'sprayer'], unless: ['watering'] },
        { all: ['water-source', 'sprayer', 'rinse'] },
        { all: ['leftover', 'sprayer'] },
        { all: ['water-source', 'chemical'] },
        { all: ['container', 'chemical'] },
        { all: ['leftover', 'spraying'] },
        { all: ['leftover', 'chemical'] },
      ],
      passages: [
        { ...BEES_WATER_CONTAINERS, startsWith: { en: 'Bees. Bees pollinate', sw: 'Nyuki. Nyuki huchavusha' } },
        {
          ...SAFE_PESTICIDE_USE,
          startsWith: { en: 'Store and dispose safely:', sw: 'Hifadhi na tupa kwa usalama:' },
        },
      ],
    },
    {
      id: 'sick-animal',
      name: { en: 'a sick or injured animal', sw: 'mnyama mgonjwa au aliyeumia' },
      covers:
        'an animal with signs of illness (not eating, diarrhoea, fever, coughing, swelling, lameness, bleeding, dying)',
      referrals: ['vet', 'county-vet-office'],
      safety: {
        en: 'A sick animal needs a vet who can see it: keep it apart from the others, give it water and shade, and do not guess a medicine or a dose.',
        sw: 'Mnyama mgonjwa anahitaji daktari wa mifugo anayeweza kumwona: mtenge na wengine, mpe maji na kivuli, na usikisie dawa wala kipimo.',
      },
      rules: [
        {
          text: 'A sick or dying animal: keep it apart and call a vet; a suspected notifiable disease goes to the county veterinary office; never a guessed medicine or dose.',
          sources: ['kenya-law-cap-364', 'kenya-law-vmd-regulations'],
        },
      ],
      triggers: [
        { all: ['animal', 'illness'], unless: ['person-death'] },
        { all: ['animal', 'snakebite'] },
        { all: ['animal', 'death'], unless: ['person-death'] },
        { all: ['animal-disease'], unless: ['vaccine-schedule'] },
      ],
      passages: [
        {
          ...ANIMAL_PROTECTION,
          startsWith: { en: 'Sudden deaths:', sw: 'Vifo vya ghafla:' },
        },
      ],
    },
  ])
  .sort((a, b) => RISK_KIND_IDS.indexOf(a.id) - RISK_KIND_IDS.indexOf(b.id))

const byId = new Map(riskKinds.map((kind) => [kind.id, kind]))

export function getRiskKind(id: RiskKindId): RiskKind {
  const kind = byId.get(id)
  if (!kind) throw new Error(`unknown risk kind: ${id}`)
  return kind
}

export { RISK_KIND_IDS, type RiskKind, type RiskKindId }
