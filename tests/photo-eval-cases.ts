// The photos of `npm run eval:photo`: common problems of Kenyan crops and livestock, as a farmer
// sends them on WhatsApp, with or without a caption. The repository holds only pictures that are
// ours to use, so each is a drawn stand-in (an SVG the eval renders with sharp): `shows` says
// what it draws and what a real photo of the case would show. A provider with real photos puts them in PHOTO_EVAL_DIR as
// `<id>.jpg`, and the eval sends those instead.
export interface PhotoEvalCase {
  id: string
  /** The farmer's language: the answer's. */
  lang: 'en' | 'sw'
  caption?: string
  shows: string
  /** The stand-in, 800 × 600. */
  drawing: string
  /** A good answer names at least one of these (lower case; the possibilities a reader expects, or for an unclear photo the asking for another). */
  expect: readonly string[]
  /** Nothing to triage: the answer should ask for a clearer photo. */
  unclear?: boolean
}

const svg = (body: string, background = '#8a6f4d') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">` +
  `<rect width="800" height="600" fill="${background}"/>${body}</svg>`

/** A long maize leaf across the picture, with its midrib. */
const maizeLeaf = (marks: string) =>
  svg(
    `<path d="M20 330 C 200 220, 560 220, 790 280 C 560 330, 200 400, 20 330 Z" fill="#4f9a3a"/>` +
      `<path d="M20 330 C 260 290, 560 270, 790 280" stroke="#d6e8b0" stroke-width="4" fill="none"/>${marks}`,
  )

/** A broad leaf (tomato, bean) in the middle of the picture. */
const broadLeaf = (marks: string, fill = '#3f8f3a') =>
  svg(
    `<path d="M400 80 C 620 140, 660 420, 400 540 C 140 420, 180 140, 400 80 Z" fill="${fill}"/>` +
      `<path d="M400 90 L 400 540" stroke="#cfe3a8" stroke-width="5"/>${marks}`,
  )

const dots = (points: Array<[number, number]>, radius: number, fill: string, ring = '') =>
  points
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="${radius}" fill="${fill}"${ring ? ` stroke="${ring}" stroke-width="3"` : ''}/>`,
    )
    .join('')

const ARMYWORM_LEAF = maizeLeaf(
  // Ragged holes showing the soil behind, and the caterpillar's sawdust-like droppings.
  [
    `<path d="M180 300 l 30 -12 l 18 20 l -10 25 l -32 -4 Z" fill="#8a6f4d"/>`,
    `<path d="M330 280 l 40 -6 l 10 30 l -30 20 l -26 -18 Z" fill="#8a6f4d"/>`,
    `<path d="M520 270 l 34 4 l 4 28 l -36 8 Z" fill="#8a6f4d"/>`,
    `<path d="M640 282 l 26 -2 l 6 22 l -28 6 Z" fill="#8a6f4d"/>`,
    dots(
      [
        [260, 318],
        [268, 322],
        [420, 300],
        [428, 296],
        [432, 305],
        [600, 292],
      ],
      4,
      '#e8dcc0',
    ),
  ].join(''),
)

const STREAK_LEAF = maizeLeaf(
  Array.from(
    { length: 9 },
    (_, index) =>
      `<path d="M${60 + index * 75} ${318 - index * 3} l 60 -4" stroke="#e9e36a" stroke-width="5" stroke-dasharray="14 8"/>`,
  ).join(''),
)

const RINGED_SPOTS = broadLeaf(
  dots(
    [
      [330, 220],
      [470, 260],
      [350, 380],
      [460, 420],
      [420, 160],
    ],
    26,
    '#5b3a1e',
    '#9c7a3c',
  ) +
    dots(
      [
        [330, 220],
        [470, 260],
        [350, 380],
        [460, 420],
        [420, 160],
      ],
      12,
      '#3b2412',
      '#7a5a2a',
    ),
)

const RUST_LEAF = broadLeaf(
  dots(
    Array.from({ length: 60 }, (_, index) => [250 + ((index * 53) % 300), 150 + ((index * 97) % 330)]) as Array<
      [number, number]
    >,
    5,
    '#b5561b',
  ),
  '#4a9440',
)

const MOSAIC_LEAF = svg(
  // A cassava leaf: five lobes from one point, each blotched yellow and pale green.
  Array.from({ length: 5 }, (_, index) => {
    const angle = -150 + index * 30
    return (
      `<g transform="rotate(${angle + 90} 400 480)">` +
      `<path d="M400 480 C 370 380, 370 180, 400 90 C 430 180, 430 380, 400 480 Z" fill="#3f8a34"/>` +
      `<ellipse cx="392" cy="250" rx="12" ry="40" fill="#e3e070"/>` +
      `<ellipse cx="408" cy="170" rx="10" ry="28" fill="#c9e08a"/>` +
      `<ellipse cx="402" cy="360" rx="11" ry="30" fill="#e3e070"/></g>`
    )
  }).join(''),
  '#6f5a3c',
)

const LUMPY_COW = svg(
  // A brown cow in a green field, her skin covered with round raised lumps.
  `<rect y="420" width="800" height="180" fill="#6d9b45"/>` +
    `<ellipse cx="400" cy="300" rx="230" ry="110" fill="#7a4a26"/>` +
    `<ellipse cx="660" cy="250" rx="70" ry="50" fill="#7a4a26"/>` +
    `<rect x="230" y="370" width="30" height="130" fill="#6a3f20"/><rect x="300" y="380" width="30" height="120" fill="#6a3f20"/>` +
    `<rect x="480" y="380" width="30" height="120" fill="#6a3f20"/><rect x="550" y="370" width="30" height="130" fill="#6a3f20"/>` +
    dots(
      Array.from({ length: 28 }, (_, index) => [210 + ((index * 67) % 380), 220 + ((index * 41) % 150)]) as Array<
        [number, number]
      >,
      11,
      '#94603a',
      '#5a341a',
    ),
  '#9cc3e6',
)

/** A dark, shaken picture of nothing in particular. */
const UNCLEAR = svg(
  `<defs><filter id="blur"><feGaussianBlur stdDeviation="40"/></filter></defs>` +
    `<g filter="url(#blur)"><rect x="100" y="100" width="300" height="300" fill="#3a3a34"/>` +
    `<circle cx="520" cy="320" r="160" fill="#2a2c26"/></g>`,
  '#1f1f1c',
)

export const PHOTO_EVAL_CASES: PhotoEvalCase[] = [
  {
    id: 'maize-fall-armyworm-sw',
    lang: 'sw',
    caption: 'Majani ya mahindi yangu yameliwa, nifanye nini?',
    shows: 'A young maize leaf with ragged holes and sawdust-like droppings (fall armyworm damage in the whorl).',
    drawing: ARMYWORM_LEAF,
    expect: ['viwavijeshi', 'kiwavijeshi', 'viwavi', 'armyworm'],
  },
  {
    id: 'maize-fall-armyworm-en',
    lang: 'en',
    shows: 'The same maize leaf, sent without a word.',
    drawing: ARMYWORM_LEAF,
    expect: ['fall armyworm', 'armyworm', 'stem borer', 'caterpillar'],
  },
  {
    id: 'maize-streak-sw',
    lang: 'sw',
    caption: 'Mahindi yana mistari ya njano kwenye majani',
    shows:
      'A maize leaf with broken yellow streaks along its veins (maize streak virus; also nutrient deficiency or lethal necrosis).',
    drawing: STREAK_LEAF,
    expect: ['virusi', 'michirizi', 'streak', 'upungufu', 'mln', 'necrosis'],
  },
  {
    id: 'tomato-leaf-spots-en',
    lang: 'en',
    caption: 'What is wrong with my tomato leaves?',
    shows: 'A tomato leaf with dark brown spots in rings (early blight; also septoria or other leaf spots).',
    drawing: RINGED_SPOTS,
    expect: ['blight', 'leaf spot', 'septoria'],
  },
  {
    id: 'bean-rust-sw',
    lang: 'sw',
    caption: 'Majani ya maharagwe yana vidoti vya rangi ya kutu',
    shows: 'A bean leaf covered with small orange-brown powdery spots (bean rust).',
    drawing: RUST_LEAF,
    expect: ['kutu', 'rust'],
  },
  {
    id: 'cassava-mosaic-en',
    lang: 'en',
    caption: 'cassava leaves have yellow patches and are curling',
    shows: 'A cassava leaf with yellow and pale green patches over its lobes (cassava mosaic disease).',
    drawing: MOSAIC_LEAF,
    expect: ['mosaic'],
  },
  {
    id: 'cow-lumpy-skin-en',
    lang: 'en',
    caption: 'My cow has lumps all over the skin',
    shows: 'A cow with round raised lumps all over her skin (lumpy skin disease).',
    drawing: LUMPY_COW,
    expect: ['lumpy skin'],
  },
  {
    id: 'cow-lumpy-skin-sw',
    lang: 'sw',
    caption: 'Ng’ombe wangu ana vivimbe mwili mzima',
    shows: 'The same cow, asked about in Kiswahili.',
    drawing: LUMPY_COW,
    expect: ['vinundu vya ngozi', 'lumpy skin'],
  },
  {
    id: 'unclear-en',
    lang: 'en',
    shows: 'A dark, blurred picture with no plant, pest or animal to see.',
    drawing: UNCLEAR,
    expect: ['clearer', 'daylight', 'another photo', 'closer'],
    unclear: true,
  },
  {
    id: 'unclear-sw',
    lang: 'sw',
    shows: 'The same picture, from a Kiswahili-speaking farmer.',
    drawing: UNCLEAR,
    expect: ['picha nyingine', 'mwanga', 'wazi', 'karibu'],
    unclear: true,
  },
]
