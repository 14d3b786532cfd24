import type { TopicGuideInput } from '../schema'

export const guide: TopicGuideInput = {
  slug: 'climate-smart-agriculture',
  title: 'Climate-Smart Agriculture',
  description:
    'Farm through droughts and erratic rains with drought-tolerant crops, water harvesting, trees, weather forecasts and crop insurance.',
  summary:
    'Rains in Kenya now start late, stop early or fall too hard. Climate-smart agriculture helps you keep harvests and income steady by choosing hardy crops and varieties, harvesting water with zai pits and ponds, covering the soil, planting trees, using seasonal forecasts and insuring your crop.',
  body: `Kenyan farmers already feel the climate changing. The long rains and short rains start late or stop early, dry spells hit just when maize is flowering, floods wash away seed, and hot seasons bring new pest outbreaks. Most smallholders depend on rain rather than irrigation, so every change in the weather goes straight to the harvest and the family's income.

Climate-smart agriculture (CSA) is not one single technology. It is a way of choosing the right mix of seeds, soil and water practices, trees, livestock and information for your own farm, so that you keep producing food and money even in a bad season. This guide explains the main ideas and gives practical steps for farmers in both the wetter highlands and the drier lowlands of Kenya.

1. What is Climate-Smart Agriculture?

Climate-smart agriculture is an approach that helps farmers and governments reshape farming so that it keeps supporting food security as the climate changes. It has three pillars, and a good practice usually helps with more than one of them:

- **Productivity:** sustainably increasing yields and farm incomes from the same land.
- **Adaptation:** building resilience so that droughts, floods, heat and pests do less damage.
- **Mitigation:** reducing or removing greenhouse gas emissions where possible, for example by planting trees and building soil organic matter that stores carbon.

Remember: you do not need to adopt everything at once. Start with one or two practices that fit your farm, your budget and your county, and add more as you see results.

2. Benefits of Going Climate-Smart

✓ **More reliable harvests:** hardy crops and water harvesting mean you still harvest something in a poor season.
✓ **Lower risk of total loss:** growing several crops, keeping some livestock and buying insurance spreads your risk.
✓ **Healthier soil and more water in it:** covered, organic-rich soil soaks up rain and releases it slowly to roots.
✓ **Extra income:** trees, fodder, honey and livestock add new sources of money and food.
✓ **A cooler planet:** trees and soil carbon help remove greenhouse gases from the air.

3. Key Climate-Smart Practices for Kenyan Farms

Grow drought-tolerant crops and varieties:

- **Drought-tolerant maize:** through the Drought Tolerant Maize for Africa project (2007 to 2015), CIMMYT, IITA and national partners in 13 countries, Kenya among them, developed more than 200 drought-tolerant maize varieties. In 2014 alone the project supported nearly 54,000 tonnes of certified seed, reaching an estimated 5.4 million households, about 43 million people. In drought-hit areas of Zimbabwe, farmers who grew drought-tolerant maize harvested up to 600 kg more per hectare than those with ordinary varieties, about 240 kg more per acre. Buy certified seed from registered dealers instead of replanting grain from a hybrid crop.
- **Hardy food crops:** in dry areas, put part of your land under sorghum, finger and pearl millet, green grams, cowpeas, pigeon peas and cassava. These crops cope with heat and short rains far better than maize, and crops such as sorghum and green grams can fetch good prices.
- **Early-maturing varieties:** where the rains are short, varieties that mature quickly can finish before the soil dries out. Ask your extension officer or KALRO centre which varieties suit your area.

Practise conservation agriculture:

- **Minimum soil disturbance:** plant in holes, rip lines or with a jab planter instead of ploughing the whole field.
- **Permanent soil cover:** leave crop residues on the ground or grow cover crops such as dolichos, mucuna or cowpeas.
- **Crop diversity:** rotate or intercrop cereals with legumes so the soil stays fertile and pests do not build up.

Harvest every drop of rain:

- **Zai pits:** small planting pits filled with manure and dry plant material. They catch rain and runoff and keep water and nutrients right at the roots. Research in south-eastern Kenya found that shallow pits of 25 cm with manure did as well as deep pits of 50 cm, while pits without manure often did no better than ordinary planting. The manure matters more than the depth.
- **Tied ridges:** ridges along the contour with small cross-ties every few metres trap rain in small basins so it soaks in instead of running off.
- **Farm ponds and tanks:** collect runoff from roads, compounds and rooftops into lined ponds or tanks, then use it for a kitchen garden, seedlings or livestock in the dry season.
- **Mulch:** covering the soil cuts evaporation, so rain you have captured stays in the ground longer.

Plant trees on the farm (agroforestry):

- **Fodder shrubs:** calliandra planted as a live fence along the boundary or on terrace banks gives protein-rich leaves that can replace part of a cow's dairy meal. How much to feed, and when to make the first cut, depend on your cows and your hedge: ask your livestock extension officer, and see the animal production guide.
- **Other useful trees:** fruit trees, grevillea for timber and firewood, and nitrogen-fixing trees protect soil from wind and heavy rain, provide shade and income, and store carbon.

Diversify and improve livestock management:

- **Mix enterprises:** combine crops with poultry, goats, dairy or bees so that one bad season does not ruin the whole household income.
- **Plan feed for the dry season:** grow Napier, Brachiaria and fodder shrubs, and conserve surplus grass as hay or silage during the rains.
- **Keep the right animals:** in the drylands, millions of pastoralists and agro-pastoralists rely on livestock. Many are adapting by investing in hardier animals such as camels and moving to new pasture and water before a drought bites.
- **Healthy herds:** keep fewer, well-fed and vaccinated animals rather than many weak ones, and sell early when a drought is forecast instead of watching animals lose condition.

Climate-smart pest control:

- **Push-pull for maize:** icipe has developed climate-smart versions of push-pull, with companion plants suited to hotter and drier conditions, to control stalk borers, fall armyworm and striga.

4. Steps to Plan Each Season with Weather and Climate Information

- **Step 1 – Get the seasonal forecast:** before the long rains (March to May) and the short rains (October to December), the Kenya Meteorological Department issues a seasonal forecast. In participatory scenario planning (PSP) workshops, convened by the Meteorological Department with county officers from agriculture, livestock, water and other sectors, the forecast is turned into local advice on how much rain to expect and which crops and varieties to plant.
- **Step 2 – Follow updates during the season:** listen to county radio, attend barazas, and ask your extension officer or local climate information intermediary for the daily, monthly and seasonal messages that KMD shares by SMS.
- **Step 3 – Match your plan to the forecast:** if below-normal rain is expected, choose early-maturing and drought-tolerant crops and prepare zai pits or tied ridges. If heavy rain is expected, clear drainage channels, repair terraces and avoid planting in flood-prone spots.
- **Step 4 – Prepare before the rains:** dig pits, repair ponds and buy certified seed and inputs during the dry season so you can plant with the first good rains.
- **Step 5 – Protect your investment with insurance:** index-based insurance pays out when rainfall or satellite data show a drought or flood, without an assessor visiting every farm. ACRE Africa's Replanting Guarantee, for example, comes with maize seed bought at participating stores: you activate it with the code inside the packet when you plant, and if satellite data show too little rain in the first weeks after planting, the value of the seed is refunded by M-Pesa. ACRE has facilitated more than 1.7 million insurance contracts in Kenya, Rwanda and Tanzania.
- **Step 6 – Keep simple records:** write down planting dates, rain, varieties and harvests each season. Over a few years this shows which choices work best on your farm.

Tip: Combine the official forecast with what you know about your own land. Plant early-maturing varieties on your driest plots and keep your best soil for crops that need more water.

5. Challenges and How to Handle Them

- **Digging pits is hard work:** since shallow zai pits with manure work as well as deep ones, you can save labour by digging shallower pits. Dig during the dry season and share the work with your farmer group.
- **Certified seed is not always available:** order early from registered agro-dealers and seed companies, and join group purchases organised by your county or cooperative.
- **Forecasts are not always trusted:** attend PSP meetings where meteorologists explain the forecast, and use it together with local knowledge rather than instead of it.
- **Insurance is new to many farmers:** before you buy, ask what event is covered, how payouts are triggered and when they are paid. Remember that insurance pays on the weather index, so a payout may not match your own field exactly.
- **Residues are needed for both livestock and soil cover:** grow fodder on boundaries and terrace banks so more residues can stay on the field.
- **Markets for new crops:** before switching to sorghum, millet or green grams, find buyers such as cooperatives, schools, brewers or contract schemes in your area.

Pro tip: Start small. Try zai pits or a new drought-tolerant variety on a corner of your farm this season, compare the harvest with your usual practice, and expand what works.

6. Real-World Example: Zai Pits and Hardy Crops in Kilifi and Busia

In Ganze sub-county of Kilifi County, one of Kenya's arid regions, members of the Milore Muungano farmers group have adopted zai pits. The pits catch rain and runoff, keep manure close to the roots where heavy rain cannot wash it away, and hold mulch that smothers weeds. Because of this, zai pits can make degraded, hard-pan soils that are almost impossible to plough productive again. A PlantVillage field officer working with the group now encourages other farmers in Kilifi to try the technique.

In Busia County in western Kenya, both the long and short rains failed in 2016, and farmers who had planted only maize were hit hardest. The county government, KALRO and ICRISAT trained farmers on drought-tolerant crops such as sorghum, finger millet, groundnuts, pigeon peas, cowpeas and green grams, and helped them get quality seed. In the 2016/17 short rains, farmers in three western Kenya counties obtained 62.7 tonnes of quality seed of sorghum, finger millet and groundnuts.

Did You Know? In the Kenyan zai trial, pits only half as deep did just as well as deep ones when they held manure, so a family can dig more pits in the same time and turn bare, crusted ground into a productive plot.

7. Final Thoughts

Climate change is already here, but Kenyan farmers are not powerless. By growing drought-tolerant crops and varieties, catching and saving rainwater, keeping soil covered, planting trees, managing livestock wisely, following Kenya Meteorological Department forecasts and insuring your investment, you can make your farm far more resilient. Talk to your ward agricultural extension officer, attend your county's participatory scenario planning meetings, and learn from neighbours who are already farming the climate-smart way.`,
  images: [
    {
      src: 'https://images.unsplash.com/photo-1414609245224-afa02bfb3fda?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Open farmland landscape under a wide sky, where weather shapes every season',
      width: 800,
      height: 533,
    },
    {
      src: 'https://images.unsplash.com/photo-1530587191325-3db32d826c18?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Green crops growing in a field, showing a farm managed for a changing climate',
      width: 800,
      height: 533,
    },
    {
      src: 'https://images.unsplash.com/photo-1592283062643-55a6c37b3a95?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Farm field with growing plants, illustrating resilient crop production',
      width: 800,
      height: 533,
    },
  ],
  sources: [
    {
      title: 'Climate Change Defined (Climate-Smart Agriculture Toolbox)',
      publisher: 'Agricultural Research Council (South Africa)',
      url: 'https://arc.agric.za/arc-iscw/CSA-Toolbox/Pages/Climate-Change-Defined.aspx',
      kind: 'government',
    },
    {
      title: 'Conservation agriculture (glossary)',
      publisher: 'IPBES',
      url: 'https://ipbes.net/glossary/conservation-agriculture',
      kind: 'publisher',
    },
    {
      title: 'The legacy of drought tolerant maize in Africa',
      publisher: 'CIMMYT (Drought Tolerant Maize for Africa project)',
      url: 'https://dtma.cimmyt.org/the-legacy-of-drought-tolerant-maize-in-africa/',
      kind: 'publisher',
      figures: [
        'through the Drought Tolerant Maize for Africa project (2007 to 2015), CIMMYT, IITA and national partners in 13 countries, Kenya among them, developed more than 200 drought-tolerant maize varieties. In 2014 alone the project supported nearly 54,000 tonnes of certified seed, reaching an estimated 5.4 million households, about 43 million people',
      ],
    },
    {
      title: 'Maize variety options for Africa smallholders',
      publisher: 'CIMMYT (Drought Tolerant Maize for Africa project)',
      url: 'https://dtma.cimmyt.org/index.php/component/content/article/110-news-articles/195-maize-variety-options-for-africa-smallholders',
      kind: 'publisher',
    },
    {
      title: 'Come rain or shine: stress-tolerant maize helps smallholder farmers cope with climate risks',
      publisher: 'CIMMYT Annual Report 2019',
      url: 'https://annualreport2019.cimmyt.org/come-rain-or-shine/',
      kind: 'publisher',
      figures: [
        'harvested up to 600 kg more per hectare than those with ordinary varieties, about 240 kg more per acre',
      ],
    },
    {
      title: 'Drought-tolerant crops to the rescue in Kenya',
      publisher: 'ICRISAT',
      url: 'https://www.icrisat.org/drought-tolerant-crops-to-the-rescue-in-kenya/',
      kind: 'publisher',
      figures: [
        'In the 2016/17 short rains, farmers in three western Kenya counties obtained 62.7 tonnes of quality seed',
      ],
    },
    {
      title: 'Zai pits in arid regions of Kenya',
      publisher: 'PlantVillage (Penn State University)',
      url: 'https://plantvillage.psu.edu/blogposts/139-zai-pits-in-arid-regions-of-kenya',
      kind: 'publisher',
    },
    {
      title:
        'Zai Pits as a Climate-Smart Agriculture Technique in Southern Kenya: Maize Success Is Influenced More by Manure Than Depth',
      publisher: 'MDPI (Resources journal)',
      url: 'https://doi.org/10.3390/resources13090120',
      kind: 'journal',
      figures: ['shallow pits of 25 cm with manure did as well as deep pits of 50 cm'],
    },
    {
      title: "How Kenya's pastoralists are coping with changes in weather patterns",
      publisher: 'Smart Water Magazine (article by KALRO researcher)',
      url: 'https://smartwatermagazine.com/blogs/michael-okoti/how-kenyas-pastoralists-are-coping-changes-weather-patterns',
      kind: 'news',
    },
    {
      title:
        'Field evaluation of a new third generation push-pull technology for control of striga weed, stemborers, and fall armyworm in western Kenya',
      publisher: 'Experimental Agriculture, Cambridge University Press (icipe authors)',
      url: 'https://www.cambridge.org/core/journals/experimental-agriculture/article/field-evaluation-of-a-new-third-generation-pushpull-technology-for-control-of-striga-weed-stemborers-and-fall-armyworm-in-western-kenya/C321C6FB102E7B0FFE6AA11AC70C82AC',
      kind: 'journal',
    },
    {
      title:
        "Building resilience through locally led climate action: the significance of Kenya's participatory scenario planning",
      publisher: 'AICCRA (CGIAR), Alliance of Bioversity International and CIAT',
      url: 'https://aiccra.cgiar.org/news/building-resilience-through-locally-led-climate-action-significance-kenyas-participatory',
      kind: 'publisher',
    },
    {
      title: 'Climate Information Service for better Decision Making',
      publisher: 'Adaptation (Ada) Consortium',
      url: 'https://adaconsortium.org/index.php/about/geographical-coverage/95-blogs/110-climate-information-service-for-better-decision-making',
      kind: 'publisher',
    },
    {
      title: 'Kenya Climate Information Services Country Report',
      publisher: 'CARE Climate Change',
      url: 'https://careclimatechange.org/publications/kenya-climate-information-services-country-report/',
      kind: 'publisher',
    },
    {
      title: 'Replanting Guarantee',
      publisher: 'ACRE Africa',
      url: 'https://acreafrica.com/replanting-guarantee/',
      kind: 'vendor',
    },
    {
      title: 'ACRE Africa and the Global Index Insurance Facility',
      publisher: 'Index Insurance Forum (World Bank Group GIIF)',
      url: 'https://indexinsuranceforum.org/node/765',
      kind: 'publisher',
      figures: ['ACRE has facilitated more than 1.7 million insurance contracts'],
    },
    {
      title: 'Calliandra calothyrsus as a supplement for milk production in the Kenya highlands',
      publisher: 'Tropical Animal Health and Production (Springer)',
      url: 'https://doi.org/10.1023/A:1005119808090',
      kind: 'journal',
    },
  ],
  reviewedOn: '2026-11-27',
  atAGlance: [
    { label: 'Long rains / short rains', value: 'March to May / October to December' },
    {
      label: 'Drought-tolerant maize in drought years',
      value: 'Up to 600 kg more per hectare, about 240 kg more per acre',
    },
    { label: 'Zai pits', value: '25 cm deep with manure did as well as 50 cm deep' },
    {
      label: 'Seasonal forecast',
      value: 'From the Kenya Meteorological Department before each rains; attend your county PSP workshop',
    },
    {
      label: 'Replanting Guarantee',
      value: 'Seed value refunded by M-Pesa if satellites show too little rain after planting',
    },
  ],
  updatedOn: '2026-11-27',
}
