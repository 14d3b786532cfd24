import type { TopicGuideInput } from '../schema'

export const guide: TopicGuideInput = {
  slug: 'rice-farming',
  title: 'Rice Farming',
  description:
    'Grow paddy rice in Mwea, Ahero, West Kano and Bura: varieties, nursery, transplanting, water, pests, birds and drying.',
  summary:
    'A step-by-step guide for Kenyan rice farmers: choose a variety that suits your scheme, raise healthy seedlings, transplant at the right age, manage water and fertiliser, protect the crop from blast, yellow mottle virus, stem borers and quelea birds, then harvest and dry for top milling quality.',
  body: `Rice is Kenya's third most important cereal after maize and wheat, and demand keeps rising. Kenya's paddy harvest doubled from 116,000 tonnes in 2018 to 244,000 tonnes in 2023, yet the country still grows less than a fifth of the rice it eats: the 2024 national rice sector review put self-sufficiency below 20%. A farmer who produces good-quality paddy has a ready market.

Most Kenyan rice is grown as paddy in levelled, flooded basins inside irrigation schemes, while some farmers grow rainfed rice with the rains. This guide covers both, with most attention on irrigated paddy, from choosing seed to drying the harvest.

1. What is Rice Farming in Kenya?

Rice farming means raising rice from seed to dry grain. In the irrigation schemes, seed is first sown in a nursery, young seedlings are transplanted into puddled, flooded fields, and water is controlled through canals until just before harvest. In rainfed areas, seed is sown straight into the field.

Rice rewards careful work. Level fields, healthy seedlings, good water control and timely harvesting make the difference between a poor crop and a profitable one. Good grain also fetches better prices at the mill.

2. Key Rice Areas and Varieties

**Main growing areas:**

- **Mwea Irrigation Scheme, Kirinyaga County:** the country's largest scheme, where most farmers grow one rice crop a year. The Thiba Dam is meant to let the scheme grow and give farmers water for two crops a year.
- **Ahero and West Kano, Kisumu County:** schemes on the Kano plains near Lake Victoria. Farmers in Ahero, Kano and Bunyala have been reported to plant between June and October.
- **Bura and Hola, Tana River County:** irrigated schemes along the Tana River. In Bura the newer Komboka variety has spread quickly.

**Main varieties:**

- **Basmati 370:** the aromatic rice, often sold as Pishori, and one of the most popular varieties in Mwea. Its yield in Mwea depends a great deal on water, fertiliser and care.
- **IR 2793:** a non-aromatic variety grown in the schemes. In a University of Nairobi and IRRI trial in Mwea it gave more grain than Basmati 370 in the first season.
- **Komboka:** developed by KALRO, IRRI and the National Irrigation Authority and launched in late 2020. It promises about 7 tonnes per hectare (about 28 bags per acre), breaks less than Pishori during milling, and its ratoon (regrowth after harvest) can give at least half of the first crop.
- **NERICA:** upland varieties for rainfed farming. NERICA 1, 2, 4, 5 and 7 are reported to resist stem borers.

Tip: Buy certified seed through your scheme, KALRO or a registered dealer. Saved seed from a mixed or diseased field carries weeds, off-types and disease into the next season.

3. Steps from Nursery to Transplanting

- **Step 1 – Select good seed:** put the seed in a bowl of salty water. Remove the light seeds that float, then wash the seeds that sink and soak them in clean water before sowing.
- **Step 2 – Prepare the nursery:** make a level, fine, well-prepared bed and sow the seed thinly so seedlings grow sturdy.
- **Step 3 – Prepare the main field:** flood the field, rotavate or plough it into soft mud, and level it well so water stands at an even depth everywhere.
- **Step 4 – Transplant at the right age, in lines:** KALRO's guidance for irrigated rice is to transplant 21 to 30 days after the seedlings emerge. Plant in straight lines marked with a rope rather than at random, as JICA's rice project in Mwea has taught; a University of Nairobi and IRRI trial in Mwea got the most grain at a close spacing of 15 cm by 15 cm. Ask your scheme's field officer which spacing suits your variety.
- **Step 5 – Fill gaps:** replace missing or dead hills in the first days after transplanting so the stand is even.

**For rainfed rice**, KALRO recommends sowing in hills or rows rather than broadcasting. Broadcast seed lands unevenly, is eaten by birds and rodents and makes weeding hard. When dibbling, sow three to five seeds per hill at 25 cm by 15 cm and thin to two to four seedlings when they are 14 to 21 days old. When drilling in rows, use 50 to 75 kg of seed per hectare depending on soil moisture.

Pro tip: Planting in straight lines with a rope takes a little longer on the day, but it makes weeding, fertilising, scouting and spraying much quicker for the rest of the season.

4. Key Practices: Water, Fertiliser and Weeds

**Water.** Keep a shallow layer of water on the field and follow your scheme's water schedule. The field does not need to stay flooded all the time: in the same Mwea trial, intermittent flooding, letting the water go down between irrigations, gave more grain than continuous flooding and saved 44.4% of the irrigation water. Good water control also stops fertiliser being lost before the crop can use it. Drain the field shortly before harvest, when your scheme's water schedule allows, so you harvest on firm ground.

**Fertiliser.** Base your plan on a soil test and your scheme's advice. Paddy usually gets a phosphorus fertiliser such as DAP around transplanting, and nitrogen as top-dressing during growth, split so the crop can use it. Researchers in Mwea have compared nitrogen rates on rice varieties there: ask your scheme which rate suits your variety and field, and do not copy a neighbour's rate.

Potash trials in Mwea found many soils were acidic and short of potassium, and the crop's response to potash was mostly limited to moderate rates. A soil test before the season helps you spend fertiliser money where it pays.

**Weeds.** Weed early and weed again. Most weeding in the schemes is done by hand, which is easier when the crop is in straight lines. Early, repeated weeding also removes grasses that harbour rice yellow mottle virus. If you use a herbicide, follow the same safety rules as for pesticides below.

5. Challenges: Pests, Diseases and Birds

**Rice blast** is a fungal disease that causes spots on leaves, rots the stem at the nodes and attacks the neck of the panicle. Affected panicles turn white and have few or no grains. It thrives in long wet spells, high humidity and cool, still nights, and an outbreak can take a large part of the harvest.

- Use resistant varieties and clean seed.
- Burn diseased straw and stubble after harvest.
- Seek advice from an extension officer before using any fungicide.

**Rice yellow mottle virus (RYMV)** was first reported in Kenya in 1966. Leaves turn yellow, plants are stunted, produce fewer tillers and give empty grain, and it can destroy most of a crop: up to 92% yield loss has been recorded on a popular variety in Tanzania. It is spread by beetles and by handling, not by seed.

- Grow resistant or tolerant varieties; ask KALRO Mwea or your scheme which ones suit your area.
- Plant at the same time as your neighbours, since scattered planting dates raise the risk of outbreaks.
- Pull out infected plants in the nursery and field, and destroy crop residues and ratoons that carry the virus.
- Weed early and twice, control the beetles, and avoid bruising plants as you work.
- Reduce fertiliser on plots that are already infected.

**Stem borers** bore into rice stems. In young plants the central shoot dies ("dead heart"), and in older plants the panicles come out empty and white ("whiteheads").

- Burn stubble or feed it to livestock after harvest, then plough and flood the field to kill hidden caterpillars.
- Plant early and at the same time across the block.
- Protect natural enemies such as parasitic wasps, spiders, ants and dragonflies by avoiding unnecessary sprays.

**Quelea birds** arrive in flocks of thousands and eat the grain. They are most dangerous in the early morning, so that is when farmers guard their fields. Scaring is costly: during a 2023 invasion near Kisumu, and in Ahero, farmers had to hire several people to guard every acre.

- Plant at the same time as your neighbours so the whole block ripens together and bird pressure is shared.
- Organise scaring from early morning, using noise, flags and scarecrows.
- Report large roosts to your county crop protection office. Large-scale quelea control is a job for the authorities: never put poison in or near your fields yourself.

If you must spray against any pest or disease, use only products registered by PCPB for rice (since the June 2025 pesticide review, ask your agro-vet to confirm the product is still allowed), take the dose only from the label, read and follow the whole label, wear gloves, gumboots, overalls and a mask, keep sprays out of canals and drinking water, respect the pre-harvest interval on the label, and ask your agro-vet or extension officer before you buy.

6. Steps for Harvesting and Drying

- **Step 1 – Check ripeness:** harvest when about three quarters of the panicles in the field have turned golden or straw coloured.
- **Step 2 – Do not harvest too early:** wait until the grain has hardened in the field, as your scheme's field officer advises. A quick test is to bite a grain: it should be firm, not crumbly.
- **Step 3 – Thresh promptly:** thresh on tarpaulins or mats, never on bare ground, and avoid leaving cut rice in wet heaps in the field.
- **Step 4 – Dry evenly:** drying too fast cracks the grains, which then break at the mill. Spread paddy thinly, turn it often and shelter it from rain and the harshest sun.
- **Step 5 – Dry enough:** IRRI advises drying to 13% moisture or less for storage of several months, and to 12% or less for grain you keep as seed. Dry grains make a rattling sound.
- **Step 6 – Store well:** keep paddy in clean bags on pallets in a dry, airy store protected from rats and insects.

Note: Broken rice sells for less than whole grain. Careful drying is one of the cheapest ways to raise the price you get for your paddy.

7. Real-World Example: Komboka Rice in Bura

Peter Mburu farms rice in the Bura Irrigation and Settlement Scheme in Tana River County. He used to grow Pishori, but buyers were not keen on it because much of it broke during milling. He switched to Komboka on his three acres, reports the National Irrigation Authority, and now harvests up to 35 bags of about 100 kg from 1.5 acres. Like most farmers there, he harvests with a hired combine harvester, and Komboka's ratoon crop can add an extra harvest with very little extra work.

Another Bura farmer, John Macharia, told The Star that his Pishori crop grew tall and then fell over, and that Komboka did much better in his fields after he tried it out in his nursery first. The lesson for every scheme is the same: choose a variety proven in your area, and try a new one on a small plot before planting your whole farm.

8. Final Thoughts

Rice can be a reliable business when each stage is done well. Before every season, check that you have:

✓ Certified seed of a variety suited to your scheme.
✓ A level field and healthy seedlings transplanted at the right age.
✓ A steady water supply and a fertiliser plan based on a soil test.
✓ A plan with your neighbours for synchronised planting and bird scaring.
✓ Tarpaulins and a dry store ready before harvest begins.

Remember: Your scheme's field officers, the National Irrigation Authority and KALRO Mwea are there to help. Join your farmer group or cooperative, where you can share water schedules, bird scaring and marketing.`,
  images: [
    {
      src: 'https://images.unsplash.com/photo-1536431311719-398b6704d4cc?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Green rice growing in flooded paddy fields',
      width: 800,
      height: 533,
    },
    {
      src: 'https://images.unsplash.com/photo-1574323347407-f5e1ad6d020b?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Grain crop growing in a farm field',
      width: 800,
      height: 533,
    },
    {
      src: 'https://images.unsplash.com/photo-1570197788417-0e82375c9371?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Rice paddy landscape on a farm',
      width: 800,
      height: 533,
    },
  ],
  sources: [
    {
      title: 'Rice Bank: Planting (crop establishment in Kenya)',
      publisher: 'KALRO',
      url: 'https://www.kalro.org/ricebank/index.php/step-by-step-preparation/growth/planting',
      kind: 'government',
      figures: [
        "KALRO's guidance for irrigated rice is to transplant 21 to 30 days after the seedlings emerge",
        'sow three to five seeds per hill at 25 cm by 15 cm and thin to two to four seedlings when they are 14 to 21 days old. When drilling in rows, use 50 to 75 kg of seed per hectare',
      ],
    },
    {
      title:
        'Effect of plant spacing and intermittent flooding on growth and yield of selected lowland rice varieties in Kenya',
      publisher: 'International Journal of Agronomy and Agricultural Research (University of Nairobi and IRRI authors)',
      url: 'https://innspub.net/effect-of-plant-spacing-and-intermittent-flooding-on-growth-and-yield-of-selected-lowland-rice-varieties-in-kenya/',
      kind: 'journal',
      figures: [
        'got the most grain at a close spacing of 15 cm by 15 cm',
        'saved 44.4% of the irrigation water',
        'Basmati 370',
        'IR 2793',
      ],
    },
    {
      title: 'Kenya, November 2024: Annual Rice Sector Review Meeting',
      publisher: 'Coalition for African Rice Development (CARD)',
      url: 'https://riceforafrica.net/kenya-november-2024',
      kind: 'publisher',
      figures: [
        "Kenya's paddy harvest doubled from 116,000 tonnes in 2018 to 244,000 tonnes in 2023",
        'put self-sufficiency below 20%',
      ],
    },
    {
      title: 'Komboka new rice variety arrives in Bura scheme',
      publisher: 'National Irrigation Authority, Kenya',
      url: 'https://irrigation.go.ke/2022/02/25/komboka-new-rice-variety-arrives-in-bura-scheme/',
      kind: 'government',
      figures: [
        'It promises about 7 tonnes per hectare (about 28 bags per acre)',
        'now harvests up to 35 bags of about 100 kg from 1.5 acres',
      ],
    },
    {
      title: 'Rice deficit drives push to multiply hardy seed',
      publisher: 'The Star',
      url: 'https://the-star.co.ke/news/big-read/2024-07-18-rice-deficit-drives-push-to-multiply-hardy-seed',
      kind: 'news',
    },
    {
      title: 'Rice farmers strike gold thanks to hardy variety',
      publisher: 'The Star',
      url: 'https://the-star.co.ke/news/big-read/2024-07-17-rice-farmers-strike-gold-thanks-to-hardy-variety',
      kind: 'news',
    },
    {
      title: 'State declares Mwea Irrigation Scheme a success story',
      publisher: 'The Star',
      url: 'https://the-star.co.ke/counties/central/2021-08-30-state-declares-mwea-irrigation-scheme-a-success-story',
      kind: 'news',
    },
    {
      title: 'Board enters deal to double Kano and Ahero rice irrigation acreage',
      publisher: 'The Star',
      url: 'https://www.the-star.co.ke/counties/nyanza/2019-02-13-board-enters-deal-to-double-kano-and-ahero-rice-irrigation-acreage/',
      kind: 'news',
    },
    {
      title:
        'Effects of Nitrogen Rates on Morphological Development of Upland Rice Varieties in Mwea, Kirinyaga County, Kenya',
      publisher: 'International Journal of Plant and Soil Science',
      url: 'https://journalijpss.com/index.php/IJPSS/article/view/30226',
      kind: 'journal',
    },
    {
      title: 'Rice responses to potassium fertilization in the Mwea Irrigation Scheme (e-ifc 42)',
      publisher: 'International Potash Institute',
      url: 'https://ipipotash.org/publications/eifc-421',
      kind: 'publisher',
    },
    {
      title: 'Rice yellow mottle virus',
      publisher: 'Infonet-Biovision',
      url: 'https://infonet-biovision.org/PlantHealth/MinorPests/rice-yellow-mottle-virus',
      kind: 'publisher',
      figures: ['up to 92% yield loss has been recorded on a popular variety in Tanzania'],
    },
    {
      title: 'Stemborers (rice)',
      publisher: 'Infonet-Biovision',
      url: 'https://www.infonet-biovision.org/PlantHealth/MinorPests/spotted-stemborer-0',
      kind: 'publisher',
      figures: ['NERICA 1, 2, 4, 5 and 7 are reported to resist stem borers'],
    },
    {
      title: 'Kenyan rice farmers battle quelea birds in Kisumu',
      publisher: 'BBC News',
      url: 'https://www.bbc.com/news/world-africa-64596927',
      kind: 'news',
    },
    {
      title: 'Pain of rice farmers as quelea birds raid farms',
      publisher: 'The Standard',
      url: 'https://www.standardmedia.co.ke/farmkenya/article/2001446581/pain-of-rice-farmers-as-quelea-birds-raid-farms',
      kind: 'news',
    },
    {
      title: 'Delayed or incomplete drying blamed for poor quality rice grains',
      publisher: 'The Star',
      url: 'https://www.the-star.co.ke/news/2020-07-06-delayed-or-incomplete-drying-blamed-for-poor-quality-rice-grains/',
      kind: 'news',
    },
    {
      title: 'Rice Knowledge Bank: Drying (safe moisture content for storage)',
      publisher: 'IRRI',
      url: 'https://www.knowledgebank.irri.org/step-by-step-production/postharvest/drying',
      kind: 'publisher',
      figures: [
        'IRRI advises drying to 13% moisture or less for storage of several months, and to 12% or less for grain you keep as seed',
      ],
    },
    {
      title: 'Safety measures to take in pesticide application on your crops',
      publisher: 'FarmBiz Africa',
      url: 'https://farmbizafrica.com/safety-measures-to-take-in-pesticide-application-on-your-crops/',
      kind: 'news',
    },
  ],
  reviewedOn: '2026-11-27',
  atAGlance: [
    { label: 'Rice Kenya grows for itself', value: 'Less than 20% of what it eats (2024 sector review)' },
    { label: 'Komboka yield', value: 'About 7 tonnes per hectare, about 28 bags per acre' },
    { label: 'Komboka ratoon crop', value: 'At least half of the first harvest' },
    { label: 'Transplant seedlings', value: '21 to 30 days after they emerge, in straight lines' },
    { label: 'Line spacing (Mwea trial)', value: '15 × 15 cm gave the most grain' },
    { label: 'Intermittent flooding', value: '44.4% less irrigation water, and more grain, in a Mwea trial' },
  ],
  updatedOn: '2026-11-27',
}
