import type { TopicGuideInput } from '../schema'

export const guide: TopicGuideInput = {
  slug: 'soil-health',
  title: 'Soil Health',
  description:
    'Test your soil, correct acidity with lime, build organic matter with compost and legumes, and stop erosion on sloping land.',
  summary:
    'Healthy soil feeds your crops, holds water through dry spells and makes every bag of fertiliser work harder. This guide shows Kenyan farmers how to test soil, lime acidic fields, make compost, use mulch, legumes and rotation, and protect slopes with fanya juu terraces and grass strips.',
  body: `Soil is the foundation of every farm. Healthy soil soaks up rain and holds it after the showers stop, feeds crops steadily through the season, and stays in place when heavy storms arrive. Across Kenya, however, many fields have grown tired. Years of maize without rotation, burning or removing crop residues, and erosion on slopes have left soils acidic, low in organic matter and short of nutrients.

The good news is that soil can be rebuilt, one season at a time. This guide explains how to test your soil, correct acidity with lime, build organic matter with compost, manure, mulch and legumes, stop erosion with terraces and grass strips, and use fertiliser wisely so that every shilling brings a better harvest.

1. What is Soil Health?

Soil health is the ability of soil to work as a living system that supports plants, animals and people. Healthy soil is not just dirt: it is full of roots, earthworms, fungi and countless tiny organisms that break down plant material and release nutrients for the next crop.

A healthy soil usually shows these signs:

- **Dark colour and crumbly structure:** a sign of good organic matter.
- **Plenty of life:** earthworms and small insects when you turn over a spadeful.
- **Good drainage and water holding:** rain soaks in instead of running off or standing in pools.
- **Balanced acidity (pH):** not too acidic, so roots can take up nutrients.
- **Enough nutrients:** nitrogen, phosphorus, potassium and others in forms that roots can use.

2. Benefits of Healthy Soil

✓ **Higher and steadier yields:** crops get the water and nutrients they need, even through a short dry spell.
✓ **Better value from fertiliser:** fertiliser works far better in soil with the right pH and enough organic matter.
✓ **Less erosion:** covered, well-structured soil stays put during the heavy storms of the long and short rains.
✓ **Stronger plants:** well-fed crops tolerate pest damage better and recover faster.
✓ **Resilience to climate change:** soil rich in organic matter stores more water and more carbon.

3. Key Soil Problems on Kenyan Farms

- **Acidic soils:** acidity is common in the high-rainfall areas of western, Nyanza and central Kenya, including counties such as Kisii, Migori, Busia, Bungoma, Kakamega, Kericho, Uasin Gishu, Murang'a, Nyeri, Embu and Meru. The Ministry of Agriculture estimates that around 50 per cent of smallholders in western Kenya may be farming soil with a pH below 5.5. In such soil, aluminium becomes toxic to roots, and calcium, magnesium and phosphorus become hard for crops to take up.
- **Low organic matter:** removing or burning stover and cropping year after year without manure leaves the soil pale, hard and unable to hold water.
- **Nutrient mining:** every harvest carries nutrients away from the field. If they are not replaced, yields fall season after season.
- **Erosion:** on slopes, heavy rain washes away the topsoil, which is the most fertile part of the field.
- **Compaction and hardpans:** repeated digging or ploughing to the same depth, and trampling by animals, can create hard layers that roots and water cannot pass through.

Note: Acidifying fertilisers such as DAP, heavy rainfall that washes out nutrients, and erosion all push soil towards acidity over time, so fields that were fine years ago may need checking now. Uasin Gishu County, for example, dropped DAP from its subsidised fertiliser because its soils have become more acidic.

4. Steps to Test Your Soil and Correct Acidity

Guessing wastes money. A soil test tells you the pH, the organic matter and nutrient levels, and how much lime and which fertiliser to apply. Soil testing is offered by KALRO laboratories, some county governments, universities and private laboratories. Ask your ward agricultural extension officer where the nearest service is and what it needs from you.

How to take a good soil sample:

- **Step 1 – Divide your land:** each sample should represent soil that looks and behaves the same; ask the laboratory how large an area one sample may cover. Take separate samples for parts that differ in colour, texture, slope, drainage, past management or how well the crop grows.
- **Step 2 – Collect many small samples:** walk across the area in a zigzag and take many small sub-samples with an auger, jembe or panga, as many and as deep as the laboratory asks: for shallow-rooted crops such as maize, beans and vegetables, that is the topsoil the roots feed in.
- **Step 3 – Avoid odd spots:** do not sample anthills, old manure heaps, places where crop residues were piled or burned, or spots where fertiliser was just applied.
- **Step 4 – Mix and pack:** mix all the sub-samples well in a clean bucket, then fill a clean bag with the amount the laboratory asks for.
- **Step 5 – Label and send early:** write your name, the field and the date on the bag, and send it well before planting so you have the results in time to buy inputs.
- **Step 6 – Repeat:** test again every three to four years, or sooner if crops start doing poorly.

Correcting acidity with lime:

- **What lime does:** agricultural lime raises soil pH, reduces the toxic effect of aluminium, supplies calcium, helps legumes fix nitrogen and makes phosphorus easier for crops to reach.
- **How much to use:** the right rate depends on your soil, so always follow the recommendation on your test report. Soil scientists at JKUAT warn that applying too little lime leaves the problem unsolved, while applying too much can also lower yields.
- **How to apply:** spread the lime evenly before planting and mix it into the topsoil so it reaches the roots. Lime acts gradually, so keep up the other good practices while it works.

Tip: Lime and organic matter work best together. Apply lime on your test results, and keep adding compost or manure so the soil stays in good shape after the pH improves.

5. Key Practices to Build and Protect Your Soil

Build organic matter with compost and manure:

- **Choose heap or pit:** a heap built on the ground suits wetter areas because it does not become waterlogged. A pit suits drier areas because it holds moisture; keep it shallow enough that the material at the bottom still gets air and breaks down.
- **Pick a good site:** sheltered from wind and runoff, shaded from strong sun, and close to the field where you will use the compost. Keep the heap narrow enough to turn easily.
- **Build in layers:** start with coarse dry material such as maize stalks, then green material like weeds, grass, tithonia or kitchen waste, then animal manure, a sprinkle of ash and a thin layer of topsoil. Water each layer and repeat.
- **Check and turn:** push a long stick into the heap. If it comes out warm and moist, the heap is working; if it is cold, add water or fresh green material. Turn the heap after two to three weeks. The compost is usually ready after six to nine weeks, depending on the materials, when it is dark and crumbly with an earthy smell.

Cover the soil:

- **Mulch:** spread crop residues, dry grass or prunings between crop rows. Mulch keeps the soil cool and moist, smothers weeds and shields the surface from hard raindrops.
- **Cover crops and legumes:** beans, cowpeas, dolichos (lablab), mucuna and desmodium add nitrogen and keep the ground covered. In a study in Gathwariga catchment, Kenya, plots of maize grown alone lost about 9 times more soil than maize intercropped with mucuna, and the mucuna still covered the ground almost 7 months after planting.

Grow and till smarter:

- **Crop rotation:** do not plant maize on the same plot season after season. Rotate cereals with legumes, root crops and vegetables to break pest cycles and balance nutrient use.
- **Minimum tillage:** disturb the soil only where the seed and fertiliser go, using planting holes, a jab planter or a ripper. Leaving the rest undisturbed protects soil life and structure. Together with soil cover and rotation, this is the basis of conservation agriculture.
- **Right fertiliser, right rate:** use the type and amount your soil test recommends, place it near the seed rather than broadcasting it widely, and combine it with manure or compost. For maize, KALRO's general rate is 50 kg of DAP per acre at planting, but on acidic soil it recommends liming, or a planting fertiliser with a liming effect in place of DAP. The crop production guide shows how to measure the rate per planting hole.
- **Manure rates:** for maize, KALRO gives 4 tonnes of farmyard manure per acre when manure is used alone. With chemical fertiliser, use half the rate of each.

Stop erosion on slopes:

- **Fanya juu terraces:** fanya juu means throw the soil up in Kiswahili. Dig a trench along the contour and throw the soil uphill to form a bank. They are usually built on slopes of about 5 to 20 per cent, with a trench about 50 to 60 cm deep, and the banks closer together the steeper the slope. Over time the land between them levels out into terraces.
- **Fanya chini:** the soil is thrown downhill instead, breaking a long slope into shorter sections so water slows down and soaks in.
- **Grass strips and hedges:** plant Napier or other fodder grasses on terrace banks and along the contour. The roots hold the bank together and the grass feeds your livestock.
- **Maintenance:** keep banks built up to the right height every season. If runoff spills over one bank, it can break the banks below it one after another.

Pro tip: When you cut fodder from your terrace banks, leave enough stubble for the grass to regrow quickly, so the bank is never left bare during the rains.

6. Challenges and How to Handle Them

- **Lime feels bulky and costly:** many farmers see lime as expensive and hard to transport. Buy together as a farmer group to share transport, and start on your best field where the return is most likely.
- **Not enough manure:** compost every bit of crop residue, weeds and kitchen waste, grow legumes in rotation, and keep a few livestock in a shed so manure can be collected.
- **Stover is needed for both cows and mulch:** share it out. Feed some, leave some on the field, and grow fodder grasses on terrace banks so residues can stay on the soil.
- **Terraces take a lot of labour:** work in groups, digging one member's farm after another during the dry season.
- **Renting land:** farmers who do not expect to keep the same plot rarely invest in terraces. Where possible, agree longer arrangements with landowners, and use quick-return practices such as mulch, compost and legumes.

7. Real-World Example: Terraced Hillsides in Tulia

In Tulia, a semi-arid farming area of Kenya, farmers such as Cecilia Mwai Kimanzi turned their hillsides into terraced fields using simple hand tools. Those who could not afford hired labour formed groups and dug terraces on each other's farms. Runoff water and soil that used to wash away were now trapped by the banks and fed the crops. The Christian Science Monitor reported in 1988 that bean and maize production had more than doubled on terraced farms in Kenya.

By then, the Monitor reported, more than half of the Kenyan farms that could benefit from terraces had them. Combined with manure or fertiliser, terraces give bigger harvests, and fodder grasses on the banks feed the family cow. In the Gathwariga study, farmers who tested legume cover crops liked the results so much that 84 per cent of them went on to plant mucuna on their own to control erosion in degraded areas.

8. Final Thoughts

Healthy soil is a farmer's savings account: every load of compost, every mulched row and every well-kept terrace adds to it. Start by testing your soil, lime acidic fields, feed the soil with organic matter, keep it covered, rotate your crops and protect slopes from erosion. Your ward extension officer, KALRO centre and county soil-testing services can help you read your results and plan the next step.

Remember: soil improvement is gradual. Keep records of what you apply and what you harvest, and you will see the difference grow from season to season.`,
  images: [
    {
      src: 'https://images.unsplash.com/photo-1416879595882-3373a0480b5b?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Young plants growing in dark, healthy garden soil',
      width: 800,
      height: 533,
    },
    {
      src: 'https://images.unsplash.com/photo-1523348837708-15d4a09cfac2?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Cultivated farmland with rows of crops growing in the soil',
      width: 800,
      height: 533,
    },
    {
      src: 'https://images.unsplash.com/photo-1615671524827-c1fe3973b648?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Close view of farm soil, the living base that feeds every crop',
      width: 800,
      height: 533,
    },
  ],
  sources: [
    {
      title: 'Enhancing Market Access and Use of Agricultural Lime',
      publisher: 'Kenya Markets Trust',
      url: 'https://www.kenyamarkets.org/enhancing-market-access-and-use-of-agricultural-lime/',
      kind: 'publisher',
      figures: ['around 50 per cent of smallholders in western Kenya may be farming soil with a pH below 5.5'],
    },
    {
      title: 'Digital lime calculator to boost crop yields in acidic soils',
      publisher: 'Science Africa',
      url: 'https://news.scienceafrica.co.ke/digital-lime-calculator-to-boost-crop-yields-in-acidic-soils/',
      kind: 'news',
    },
    {
      title: 'How to sample your soil for soil testing',
      publisher: 'FarmBiz Africa',
      url: 'https://farmbizafrica.com/how-to-sample-your-soil-for-soil-testing/',
      kind: 'news',
    },
    {
      title: 'How to make good compost',
      publisher: 'The Organic Farmer (Biovision Africa Trust)',
      url: 'https://theorganicfarmer.org/how-to-make-good-compost/',
      kind: 'publisher',
    },
    {
      title: "Farmers' evaluation of legume cover crops for erosion control in Gathwariga catchment, Kenya",
      publisher: 'International Journal of Agriculture and Rural Development (AJOL)',
      url: 'https://ajol.info/index.php/ijard/article/view/2579',
      kind: 'journal',
      figures: [
        'plots of maize grown alone lost about 9 times more soil than maize intercropped with mucuna, and the mucuna still covered the ground almost 7 months after planting',
        '84 per cent of them went on to plant mucuna',
      ],
    },
    {
      title: 'Conservation agriculture (glossary)',
      publisher: 'IPBES',
      url: 'https://ipbes.net/glossary/conservation-agriculture',
      kind: 'publisher',
    },
    {
      title: 'SLM02 Fanya juu terraces',
      publisher: 'Access Agriculture',
      url: 'https://www.accessagriculture.org/node/12314',
      kind: 'publisher',
    },
    {
      title: 'Contour earth bunds, up-slope (fanya juu)',
      publisher: 'Freie Universität Berlin, Integrated Water Resources Management',
      url: 'https://www.geo.fu-berlin.de/en/v/iwrm/Implementation/technical_measures/Water-harvesting-techniques/micro_catchment/cross_slope_barriers/contour_earth_bunds_up/index.html',
      kind: 'publisher',
      figures: ['They are usually built on slopes of about 5 to 20 per cent, with a trench about 50 to 60 cm deep'],
    },
    {
      title: 'Fanya chini',
      publisher: 'ECHOcommunity',
      url: 'https://www.echocommunity.org/en/resources/2d04020c-678f-450a-b3c4-41cf9b4f80d7',
      kind: 'publisher',
    },
    {
      title: 'Kenyans shore up hopes - and topsoil - with terraces',
      publisher: 'The Christian Science Monitor',
      url: 'https://www.csmonitor.com/1988/0509/osoil.html',
      kind: 'news',
    },
    {
      title: 'Maize pre- and post-harvest: soil fertility management, fertiliser rates and planting time',
      publisher: 'KALRO',
      url: 'https://www.kalro.org/Maize_pre_post_harvest',
      kind: 'government',
      figures: [
        "KALRO's general rate is 50 kg of DAP per acre at planting",
        'KALRO gives 4 tonnes of farmyard manure per acre',
      ],
    },
    {
      title: "Don't use DAP fertilizer in planting, Uasin Gishu farmers advised",
      publisher: 'Uasin Gishu News',
      url: 'https://www.uasingishunews.co.ke/dont-use-dap-fertilizer-in-planting-uasin-gishu-farmers-advised/',
      kind: 'news',
    },
  ],
  reviewedOn: '2026-11-27',
  atAGlance: [
    { label: 'Western Kenya smallholders on acid soil', value: 'About 50% farm soil below pH 5.5' },
    { label: 'Lime', value: 'To your soil test, not by guess: too little or too much both cost yield' },
    { label: 'DAP for maize', value: '50 kg per acre; on acid soil use lime or a liming fertiliser instead' },
    { label: 'Farmyard manure for maize', value: '4 tonnes per acre alone, or half with half the fertiliser rate' },
    { label: 'Cover crops', value: 'Maize alone lost 9 times more soil than maize with mucuna' },
    { label: 'Fanya juu terraces', value: 'Slopes of 5 to 20%, trench 50 to 60 cm deep' },
  ],
  updatedOn: '2026-11-27',
}
