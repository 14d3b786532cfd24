// What `npm run load` sends: each scenario is autocannon's options for one kind of request.
// Requests are built per request (setupRequest), so a search, a topic or a client varies. A page's
// scenario is one fixed GET, which h2load sends instead where it is installed (h2load.mjs).

/** Searches a farmer might type, in both languages; with the topics and counts below, a few hundred URLs. */
const QUERIES = [
  'maize',
  'maize stalk borer',
  'fall armyworm',
  'beans',
  'soil health',
  'compost',
  'manure',
  'irrigation',
  'drip irrigation',
  'tomato blight',
  'potato',
  'dairy',
  'poultry',
  'chicken feed',
  'fertiliser',
  'CAN',
  'DAP',
  'planting',
  'harvest',
  'storage',
  'aflatoxin',
  'mulch',
  'water',
  'rain',
  'drought',
  'kale',
  'sukuma',
  'avocado',
  'coffee',
  'tea',
  'mbolea',
  'mahindi',
  'maharagwe',
  'udongo',
  'kuku',
  'maji',
  'wadudu',
  'ng’ombe',
]
const TOPICS = ['', 'soil-health', 'pest-control', 'climate-smart-agriculture']

/** Every search the scenario makes, each query alone and within each topic. */
const SEARCH_PATHS = TOPICS.flatMap((topic) =>
  QUERIES.map((q) => `/articles?${new URLSearchParams(topic ? { q, topic } : { q })}`),
)

const TOPIC_SLUGS = ['crop-production', 'animal-production', 'pest-control', 'soil-health', 'smart-farming']

/** A different client for each request: the server trusts X-Forwarded-For from loopback (a local proxy). */
let clientNumber = 0
function nextClientAddress() {
  clientNumber++
  // 198.18.0.0/15: the benchmarking range, never a private one the server might trust.
  return `198.${18 + ((clientNumber >> 16) & 1)}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`
}

let requestNumber = 0
const pick = (/** @type {readonly string[]} */ list) => list[requestNumber++ % list.length]

/**
 * @typedef {{ name: string, what: string, requests: import('autocannon').Request[], warmUp?: string[],
 *   fixed?: { path: string, headers: Record<string, string> } }} Scenario
 * warmUp: paths fetched once before the run (instead of a few seconds of the run itself)
 * fixed: the one request a page's scenario repeats, for a load generator that takes no script (h2load)
 */

/** What a browser says it takes: the pages are measured as a farmer's phone gets them, compressed. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' }

/** A page rendered at start-up, as a first visit gets it (no cookie: the stylesheet inside it). */
const page = (/** @type {string} */ name, /** @type {string} */ path) => ({
  name,
  what: `GET ${path} (a page rendered at start-up, a first visit's, compressed)`,
  requests: [{ method: 'GET', path, headers: BROWSER }],
  fixed: { path, headers: BROWSER },
})

/** The pages rendered at start-up that `--baseline` compares, with the searches. */
export const PAGE_SCENARIOS = ['home', 'guide', 'home-sw']

/** @type {Scenario[]} */
export const SCENARIOS = [
  page('home', '/'),
  page('guide', '/articles/soil-health'),
  page('home-sw', '/sw'),
  {
    name: 'search',
    what: `GET /articles?q=… (${SEARCH_PATHS.length} URLs: ${QUERIES.length} queries × ${TOPICS.length} topics, in turn, compressed)`,
    requests: [
      { method: 'GET', headers: BROWSER, setupRequest: (request) => ({ ...request, path: pick(SEARCH_PATHS) }) },
    ],
    warmUp: SEARCH_PATHS,
  },
  {
    name: 'topic-json',
    what: 'GET /api/topic-guides/:slug and /api/topic-videos/:slug (alternating, 5 topics)',
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: `/api/topic-guides/${pick(TOPIC_SLUGS)}` }),
      },
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: `/api/topic-videos/${pick(TOPIC_SLUGS)}?lang=sw` }),
      },
    ],
  },
  {
    name: 'chat',
    what: 'POST /api/chat, streamed from the fake Gemini (4 pieces 20 ms apart), one client address per request',
    requests: [
      {
        method: 'POST',
        setupRequest(request) {
          const question = `When should I plant ${pick(QUERIES)}?`
          return {
            ...request,
            path: '/api/chat',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClientAddress() },
            body: JSON.stringify({ question, locale: 'en' }),
          }
        },
      },
    ],
  },
]

/**
 * The fake upstream alone, for the chat's overhead: the same streamed answer, straight from the fake.
 * @type {Scenario}
 */
export const UPSTREAM_BASELINE = {
  name: 'fake-upstream',
  what: 'POST streamGenerateContent straight to the fake Gemini (the chat scenario’s floor)',
  requests: [
    {
      method: 'POST',
      path: '/v1beta/models/gemini-3.8-flash:streamGenerateContent?alt=sse',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text: 'When should I plant maize?' }] }] }),
    },
  ],
}
