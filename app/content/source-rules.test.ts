// Each rule refuses the bad case it exists for and accepts a good one, so a rule that stopped
// working would fail here before it let a bad source into a guide.
import {
  countSourcesByKind,
  figuresIn,
  passagesMissing,
  sourceKindProblem,
  sourceUrlProblem,
  unsourcedFigures,
} from './source-rules'

describe('sourceUrlProblem', () => {
  it.each([
    ['https://www.fao.org/3/y5114e/y5114e.pdf'],
    ['https://doi.org/10.3390/drones2030028'],
    ['https://nation.africa/kenya/business/seeds-of-gold/how-to-protect-pigs-from-deadly-diseases-4281648'],
    ['https://www.standardmedia.co.ke/farmkenya/article/2001446581/pain-of-rice-farmers-as-quelea-birds-raid-farms'],
    ['https://www.fao.org/africa/news/detail-news/en/c/1026580/'],
    ['https://seedcogroup.com/ke/vegetables/soil-conditioning-a-step-by-step-guide'],
    ['https://www.businessdailyafrica.com/bd/corporate/technology/drones-help-farmers-to-cut-spraying-costs-3380338'],
    ['https://kenyalaw.org/akn/ke/act/1965/4/eng@2022-12-31'],
    ['https://www.kalro.org/amri/?q=node/166'],
  ])('accepts a publisher’s own page: %s', (url) => {
    expect(sourceUrlProblem(url)).toBeNull()
  })

  it.each([
    ['plain http', 'http://www.kalro.org/', 'not https'],
    ['a mirror', 'https://dokumen.tips/documents/maize.html', 'mirror or aggregator host'],
    ['a mirror on a country domain', 'https://vdocuments.mx/x.html', 'mirror or aggregator host'],
    ['a mirror’s subdomain', 'https://view.joomag.com/a/b', 'mirror or aggregator host'],
    ['an abstract aggregator', 'https://discovery.researcher.life/article/x/393100b8', 'mirror or aggregator host'],
    ['a test server', 'https://test.agdir.no/satellite-api/limitations', 'test server'],
    ['a login page', 'https://www.standardmedia.co.ke/farmkenya/article/1/login.html', 'login page'],
    ['a sign-in page', 'https://example.org/signin?next=/a', 'login page'],
    ['a redirect parameter', 'https://example.org/out?url=https%3A%2F%2Fkalro.org', 'redirect link'],
    ['a redirect path', 'https://example.org/redirect/123', 'redirect link'],
    [
      'the legacy Nation host',
      'https://www.nation.co.ke/business/seedsofgold/2301238-3359084-gkkj7w/index.html',
      'legacy host: nation.africa publishes it now',
    ],
    [
      'Kenya Law’s old host',
      'https://new.kenyalaw.org/akn/ke/act/1965/4/eng@2022-12-31',
      'legacy host: kenyalaw.org publishes it now',
    ],
    [
      'a renamed organisation’s old host',
      'https://precisionag.org/where-we-work/kenya/pad-lab',
      'legacy host: precisiondev.org publishes it now',
    ],
    ['a mobile host', 'https://mobile.example.co.ke/business/story/index.html', 'mobile, beta or AMP host'],
    ['an m. host', 'https://m.example.com/story', 'mobile, beta or AMP host'],
    [
      'a beta host',
      'https://beta.example.co.ke/kenya/business/how-to-protect-pigs-4281648',
      'mobile, beta or AMP host',
    ],
    ['an AMP path', 'https://standardmedia.co.ke/amp/counties/article/2001236433/simple-ways', 'AMP copy'],
    ['an AMP query', 'https://example.org/story/?amp=1', 'AMP copy'],
    ['a no-AMP query', 'https://farmerstrend.co.ke/trending/beekeeping-in-kenya-2/?noamp=mobile', 'AMP copy'],
    ['a French path', 'https://www.fao.org/cabo-verde/actualites/detail-events/fr/c/1245431/', 'locale path'],
    ['a Spanish path', 'https://indexinsuranceforum.org/es/node/765', 'locale path'],
    ['a Vietnamese path', 'https://www.echocommunity.org/vi/resources/2d04020c', 'locale path'],
    ['a language query', 'https://example.org/page?lang=fr', 'locale path'],
    [
      'an encoded junk character',
      'https://theorganicfarmer.org/all-you-need-to-know-about-tomato-leafminer-tuta-absoluta%ef%bf%bc',
      'percent-encoded junk',
    ],
    ['a raw non-ASCII character', 'https://example.org/tuta-absoluta\ufffc', 'non-ASCII or blank character'],
    ['a blank', 'https://example.org/a b', 'non-ASCII or blank character'],
    ['a tag page', 'https://blog.plantwise.org/tag/mlnd/', 'tag, category or search page'],
    ['a search page', 'https://example.org/?s=maize', 'tag, category or search page'],
    ['a search query', 'https://example.org/find?q=maize+seed&page=2', 'tag, category or search page'],
    ['a shortlink', 'https://cropnuts.com/?p=2783', 'shortlink'],
  ])('refuses %s', (_case, url, problem) => {
    expect(sourceUrlProblem(url)).toBe(problem)
  })
})

describe('sourceKindProblem', () => {
  it('wants a journal paper by its DOI or on its journal’s own site, not a copy in an archive', () => {
    expect(
      sourceKindProblem({ kind: 'journal', url: 'https://doi.org/10.1155/2018/2515698', figures: ['12%'] }),
    ).toBeNull()
    expect(
      sourceKindProblem({
        kind: 'journal',
        url: 'https://www.ccsenet.org/journal/index.php/jfr/article/view/62532',
        figures: ['55%'],
      }),
    ).toBeNull()
    expect(
      sourceKindProblem({ kind: 'journal', url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC7274042', figures: [] }),
    ).toMatch(/DOI/)
    expect(
      sourceKindProblem({ kind: 'journal', url: 'https://europepmc.org/article/MED/32548130', figures: [] }),
    ).toMatch(/DOI/)
  })

  it('lets news and vendor pages back no figure', () => {
    expect(sourceKindProblem({ kind: 'news', url: 'https://nation.africa/a', figures: [] })).toBeNull()
    expect(sourceKindProblem({ kind: 'news', url: 'https://nation.africa/a', figures: ['40 to 60 litres'] })).toBe(
      'a news page may not carry a figure',
    )
    expect(sourceKindProblem({ kind: 'vendor', url: 'https://example.com/', figures: ['5 kg'] })).toBe(
      'a vendor page may not carry a figure',
    )
    expect(sourceKindProblem({ kind: 'government', url: 'https://www.pcpb.go.ke/', figures: ['77'] })).toBeNull()
  })
})

describe('figuresIn', () => {
  it('finds every number but section headings, step numbers, years and the digits of names', () => {
    const text =
      '3. Key Steps\n\n- **Step 2 – Plant:** H614D in 2016, at 75 × 25 cm with 2.5 g, 1,500 m up.\n- Hatua ya 4 – 13% unyevu; I-2 kila miezi 3.'
    expect(figuresIn(text)).toEqual(['75', '25', '2.5', '1,500', '13', '3'])
  })
})

describe('unsourcedFigures', () => {
  const body = 'Plant at 75 × 25 cm. A cow drinks 40 to 60 litres. Our drones spray 5 to 10 acres per hour.'

  it('accepts figures that lie in a passage of a publisher, government or journal source', () => {
    const sources = [
      { kind: 'government' as const, figures: ['Plant at 75 × 25 cm'] },
      { kind: 'journal' as const, figures: ['drinks 40 to 60 litres'] },
    ]
    expect(unsourcedFigures({ body, sources, providerFigures: ['Our drones spray 5 to 10 acres per hour'] })).toEqual(
      [],
    )
  })

  it('lists a figure no passage gives, and one that only a news page gives', () => {
    const sources = [
      { kind: 'government' as const, figures: ['Plant at 75 × 25 cm'] },
      { kind: 'news' as const, figures: ['drinks 40 to 60 litres'] },
    ]
    expect(unsourcedFigures({ body, sources })).toEqual(['40', '60', '5', '10'])
  })

  it('finds a passage the text does not contain word for word', () => {
    const sources = [{ kind: 'government' as const, figures: ['Plant at 75 × 30 cm', 'A cow drinks 40 to 60 litres'] }]
    expect(passagesMissing({ body, sources })).toEqual(['Plant at 75 × 30 cm'])
  })
})

describe('countSourcesByKind', () => {
  it('counts each address once', () => {
    expect(
      countSourcesByKind([
        { kind: 'journal', url: 'https://doi.org/10.1/a' },
        { kind: 'journal', url: 'https://doi.org/10.1/a' },
        { kind: 'news', url: 'https://nation.africa/b' },
      ]),
    ).toEqual({ publisher: 0, government: 0, journal: 1, news: 1, vendor: 0 })
  })
})
