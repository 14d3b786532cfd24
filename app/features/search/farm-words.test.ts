import { farmWords } from '~/content/farm-words'
import { createFarmWordMatcher, normalizeWords, splitWords } from './farm-words'

describe('normalizeWords and splitWords', () => {
  it('lower-cases, drops accents and the apostrophes inside words, and splits on the rest', () => {
    expect(normalizeWords("Ng’ombe NG'OMBE café")).toBe('ngombe ngombe cafe')
    expect(splitWords('Kuku wangu wanakufa, nawezaje kuzuia kideri?')).toEqual([
      'kuku',
      'wangu',
      'wanakufa',
      'nawezaje',
      'kuzuia',
      'kideri',
    ])
    expect(splitWords('  ')).toEqual([])
  })
})

describe('createFarmWordMatcher', () => {
  const matcher = createFarmWordMatcher([
    { words: ['mahindi'], means: ['maize'] },
    { words: ['viwavi jeshi'], means: ['fall armyworm'] },
    { words: ['viwavi'], means: ['caterpillars'] },
    { words: ['ndege'], means: ['birds'] },
    { words: ['ndege isiyo na rubani'], means: ['drone'] },
    { words: ["ng'ombe"], means: ['cattle', 'cows'] },
    { words: ['mbolea', 'fertilizer'], means: ['fertiliser'] },
  ])

  it("gives the guides' words for a farmer's words, once each, in order", () => {
    expect(matcher.expand('Nitumie mbolea kiasi gani kupanda mahindi? Mbolea ya mahindi')).toEqual([
      'fertiliser',
      'maize',
    ])
  })

  it('matches a phrase, and the longest phrase wins over the words inside it', () => {
    expect(matcher.expand('Ninawezaje kudhibiti viwavi jeshi kwenye mahindi?')).toEqual(['fall armyworm', 'maize'])
    expect(matcher.expand('Viwavi wanakula majani')).toEqual(['caterpillars'])
    expect(matcher.expand('Je, ndege isiyo na rubani inaweza kunyunyizia?')).toEqual(['drone'])
    expect(matcher.expand('Ndege wanakula mtama')).toEqual(['birds'])
  })

  it('matches whole words only, whatever the case, accents or apostrophes', () => {
    expect(matcher.expand('NG’OMBE wangu')).toEqual(['cattle', 'cows'])
    expect(matcher.expand('ngombe')).toEqual(['cattle', 'cows'])
    // "mahindini" is not "mahindi", and "ndegeni" is not "ndege".
    expect(matcher.expand('mahindini ndegeni')).toEqual([])
  })

  it("knows the guides' own words as farming words too", () => {
    expect(matcher.expand('How much fertiliser for maize? And fall armyworm?')).toEqual([
      'fertiliser',
      'maize',
      'fall armyworm',
    ])
    expect(matcher.expand('Which fertilizer?')).toEqual(['fertiliser'])
  })

  it('finds nothing in a question without farming words', () => {
    expect(matcher.expand('What is the capital of France?')).toEqual([])
    expect(matcher.expand('')).toEqual([])
  })
})

describe("the hub's table of farmers' words", () => {
  const matcher = createFarmWordMatcher(farmWords)

  it.each([
    ['mahindi', 'maize'],
    ['viwavi jeshi', 'fall armyworm'],
    ['mbolea', 'fertiliser'],
    ['udongo', 'soil'],
    ['chokaa', 'lime'],
    ['mboji', 'compost'],
    ['mpunga', 'rice'],
    ["ng'ombe", 'cattle'],
    ['kuku', 'chickens'],
    ['kideri', 'newcastle disease'],
    ['mdondo', 'newcastle disease'],
    ['ndigana', 'east coast fever'],
    ['homa ya pwani', 'east coast fever'],
    ['ukame', 'drought'],
    ['mvua', 'rain'],
    ['ndege isiyo na rubani', 'drone'],
    ['dawa', 'pesticide'],
    ['wadudu', 'pests'],
    ['mbuzi', 'goats'],
    ['nguruwe', 'pigs'],
    ['mbegu', 'seed'],
    ['soko', 'market'],
    ['bei', 'prices'],
    ['dumuzi', 'larger grain borer'],
    ['fukusi', 'weevils'],
    ['matuta', 'ridges'],
    ['matuta ya ngazi', 'terraces'],
    ['ndigana kali', 'east coast fever'],
    ['ndigana baridi', 'anaplasmosis'],
    ['kiangazi', 'dry season'],
    ['kiduha', 'striga'],
    ['kutu', 'rust'],
    ['baa chelewa', 'late blight'],
    ['mnyauko', 'wilt'],
    ['ugonjwa wa kiwele', 'mastitis'],
    ['kimeta', 'anthrax'],
    ['gunia', 'bags'],
    ['magunia', 'bags'],
    ['debe', 'debe'],
  ])('knows that %s is %s', (word, meaning) => {
    expect(matcher.expand(word)).toContain(meaning)
  })

  // Words once taken for something else: each is told apart from what it was taken for.
  it.each([
    ['dumuzi', 'weevils'],
    ['fukusi', 'larger grain borer'],
    ['matuta', 'terraces'],
    ['matuta ya ngazi', 'ridges'],
    ['kiangazi', 'drought'],
    ['ukame', 'dry season'],
    ['ndigana kali', 'anaplasmosis'],
    ['ndigana baridi', 'east coast fever'],
    ['homa ya pwani', 'anaplasmosis'],
  ])('knows that %s is not %s', (word, meaning) => {
    expect(matcher.expand(word)).not.toContain(meaning)
  })

  it('reads ndigana alone as either tick fever, and the qualified names as one each', () => {
    expect(matcher.expand('ndigana')).toEqual(['east coast fever', 'anaplasmosis'])
    expect(matcher.expand('Ndama wangu ana ndigana kali')).toEqual(['calves', 'east coast fever'])
    expect(matcher.expand("Ng'ombe ana ndigana baridi")).toEqual(['cattle', 'cows', 'anaplasmosis'])
  })

  it('reads the longer names of diseases before their single words', () => {
    expect(matcher.expand("ng'ombe ana ugonjwa wa kiwele")).toEqual(['cattle', 'cows', 'mastitis'])
    expect(matcher.expand('viazi vina baa chelewa')).toEqual(['potatoes', 'late blight'])
    expect(matcher.expand('kiduha kwenye mahindi')).toEqual(['striga', 'maize'])
  })

  it('lists each farmer’s word once', () => {
    const words = farmWords.flatMap((entry) => entry.words.map((word) => splitWords(word).join(' ')))
    expect(words.filter((word, index) => words.indexOf(word) !== index)).toEqual([])
  })
})
