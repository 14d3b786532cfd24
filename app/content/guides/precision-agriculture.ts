import type { TopicGuideInput } from '../schema'

export const guide: TopicGuideInput = {
  slug: 'precision-agriculture',
  title: 'Precision Agriculture',
  description:
    'Give each part of your shamba what it needs: soil tests, phone maps, satellite crop-health images and drone scouting for smallholders.',
  summary:
    'Precision agriculture means doing the right thing, in the right place, at the right time. You do not need a tractor with a computer to start. A soil test, a phone, good weather information and careful records already let a smallholder in Kenya spend less on inputs and get more from every acre.',
  body: `Most farms are not the same from one corner to the other. On one side of a maize plot the soil may be acidic and tired, while near the homestead it is rich from years of manure. A rice paddy in Mwea may have a low spot where water stands too long, and a tea or coffee block on a slope may lose topsoil faster at the top than at the bottom. When we spread the same amount of seed, fertiliser and spray everywhere, some parts get too much and other parts get too little.

Precision agriculture is a simple idea: look closely, measure what you can, and then treat each part of the farm according to what it really needs. This guide explains the idea in plain words, the tools that exist, and what a smallholder can start with this season.

1. What is Precision Agriculture?

Precision agriculture is farming based on measurement instead of guesswork. The aim is to put the **right input, at the right rate, in the right place, at the right time**. Inputs include seed, fertiliser, lime, manure, water and crop protection products.

Large commercial farms use GPS-guided tractors and machines that change the fertiliser rate as they move across the field. Smallholders can follow the same thinking at a smaller scale:

- A soil test tells you which nutrients are missing and whether the soil is too acidic.
- A simple map of your plots, drawn on paper or on a phone, shows where the weak and strong areas are.
- Satellite and drone images show which parts of the crop are green and healthy and which are stressed.
- Records of what you planted, applied and harvested show what worked and what did not.

A review of research on precision agriculture in Sub-Saharan Africa, led by a University of Nairobi scientist, screened 7,715 articles and reviewed 128 of them in detail. It found that soil and plant sensors, satellite images, digital maps and crop models gave promising results, but that most of these tools were still at the trial stage for smallholders. Its main message is encouraging: being more precise with the inputs a farmer already uses can raise productivity even without buying more.

2. Benefits of Precision Agriculture for Smallholders

✓ **Less waste of money.** Fertiliser and pesticides are expensive. Applying them only where and when they are needed saves cash.

✓ **Better yields from the same land.** Correcting the real problem, for example acidity, lets the crop use the fertiliser you already buy.

✓ **Earlier warning of trouble.** Scouting and crop-health images help you spot fall armyworm in maize, rice blast in paddies or late blight in potatoes before the damage spreads across the whole field.

✓ **Healthier soil and water.** Less excess fertiliser and spray means less runoff into rivers, canals and boreholes.

✓ **Stronger case for credit.** Good farm records make it easier to talk to a SACCO, bank or buyer.

Research in western Kenya by the non-profit Precision Development shows how small, targeted advice changes behaviour. Farmers who received SMS recommendations based on local soil tests, telling them to use agricultural lime against acidity, were 10 to 24 percent more likely to try lime. Farmers told that they did not need lime were 25 percent less likely to buy it. In both cases the farmer saved money or fixed a real problem.

3. Key Tools: Soil Tests, GPS Maps, Satellites and Drones

**Soil testing.** This is the most useful first step. A soil laboratory measures acidity (pH), organic matter and major nutrients, and gives a fertiliser and lime recommendation for the crop you plan to grow. Researchers at the Tegemeo Institute, who studied soil acidity on smallholder farms in Bungoma, Kakamega, Trans Nzoia and Uasin Gishu, point out that acid soil is a major reason for low and stagnant maize yields in Kenya, yet few farmers test their soil. Soil-testing services in Kenya advise testing every two to three years, when you change to a new crop, or when plants look weak or sickly.

**GPS and mapping.** Most Android phones have GPS. Free map apps let you walk around a plot and record its boundary and area, mark a wet corner, or pin the spot where you first saw pests. Knowing the true size of a plot in acres helps you buy the correct amount of seed and fertiliser, and book services such as spraying correctly.

**Satellite crop-health maps (NDVI).** Satellites measure how much light the leaves reflect. Healthy green leaves reflect a lot of near-infrared light, which shows up as a high NDVI value; stressed or thin crops show a lower value. Free satellite images are used by many apps, but each pixel covers an area many metres across, so you see patches of a field rather than single plants. Clouds also block the view, which matters during the long rains (March to May) and the short rains (October to December).

**Drones for scouting.** A drone flies below the clouds and takes far sharper pictures. In a study on smallholder maize farms in Ghana, a drone flown at 100 metres with a consumer camera adapted to capture near-infrared light gave a better picture of crop vigour about five weeks after planting than hand-held readings taken in the field. In Kenya, drone service providers use such images to count trees, check crop health and guide where to spray.

Remember: An image only tells you where a problem is, not what it is. Always walk to the weak patch, look at the leaves, stems and roots, and ask an extension officer or agronomist if you are unsure.

4. Steps to Start Precision Farming on Your Own Shamba

- **Step 1 – Map your plots.** Walk around each plot with your phone and record its area. Note slopes, wet spots, shade and areas where the crop always does badly.
- **Step 2 – Test your soil before planting.** Take one sample per plot, or per area that looks different. A common Kenyan method is to collect many small sub-samples across the plot in a zigzag pattern, from the topsoil where the roots feed, avoiding anthills, manure heaps and old crop residues; the laboratory will tell you how many and how deep. Mix them in a clean bucket and send one labelled bag to a laboratory.
- **Step 3 – Follow the recommendation.** Apply lime if the report says the soil is acidic, and use the fertiliser type and rate it suggests for your crop. Place fertiliser close to the plant rather than scattering it.
- **Step 4 – Plan with the weather.** Use Kenya Meteorological Department county forecasts, radio and SMS services to time planting with the onset of the rains and to avoid top-dressing just before heavy storms.
- **Step 5 – Scout every week.** Walk the field in a W pattern and check plants for pests and disease. Use free satellite or drone images, if you can get them, to decide which patches to check first.
- **Step 6 – Treat only where needed.** Spot-treat infested patches when pest levels justify it, instead of blanket spraying.
- **Step 7 – Keep records.** Write down dates, varieties, inputs, costs, rainfall and harvest for each plot. A notebook works; a phone app is even easier to share.

Tip: Join with neighbours or your cooperative to book a soil-testing day or a drone scouting flight together. Shared services lower the cost for each farmer and the results help the whole group.

5. Challenges and How to Overcome Them

**Small and scattered plots.** Many farms in Kenya are small, so satellite pixels may mix your crop with your neighbour's. Use drone images or careful walking scouting for detail, and use satellite maps mainly to compare seasons.

**Cost of services.** Soil tests, apps and drone flights cost money. Share costs through groups and cooperatives, and start with the soil test, because it usually pays back through better fertiliser use.

**Data you cannot read.** A coloured map is useless if nobody explains it. Ask the service provider to show you what each colour means on your own field and what action to take.

**Network and power.** Some apps need internet. Choose tools that also work through SMS or USSD, and download maps when you have a signal.

**Trust and accuracy.** Counterfeit inputs and wrong advice happen. Buy from licensed agro-dealers, use recognised laboratories, and compare new advice with what you see in your field.

Note: Precision agriculture does not replace good basic agronomy. Certified seed, correct spacing, timely weeding and good water management are still the foundation.

6. Real-World Example: Flying Sensors in Mozambique

The ThirdEye project in Mozambique used small drones, called flying sensors, to give smallholder farmers information about their fields. Their near-infrared cameras can show crop stress about two weeks before the human eye can see it. According to FutureWater, the Dutch organisation behind the project, 6 local operators served more than 3,500 farmers on more than 1,600 hectares in Mozambique, and the service has since started in Kenya. The farmers used the images to decide where and when to irrigate, fertilise and weed, instead of treating the whole field the same way.

The lesson for Kenyan farmers is that the technology worked because it answered practical questions: which part of the field needs water now, and which part needs fertiliser. Rice farmers in Mwea, potato farmers in Nyandarua or horticulture growers along the rivers of central Kenya can ask the same questions of a drone or satellite service today.

7. Final Thoughts

Precision agriculture is not only for big farms with expensive machines. It starts with curiosity about your own land. Test your soil, know the size of each plot, watch your crop closely, keep records, and use images from satellites or drones when they help you look in the right place. Each small step moves you from guessing to knowing, and from spending more to earning more.

Did You Know? Even a simple record book, kept for two or three seasons, can show you which plot, variety and planting date give you the best return.`,
  images: [
    {
      src: 'https://images.unsplash.com/photo-1581833971358-2c8b550f87b3?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Farm field used to illustrate precision agriculture and careful crop monitoring',
      width: 800,
      height: 533,
    },
    {
      src: 'https://images.unsplash.com/photo-1473968512647-3e447244af8f?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'A drone in flight, the kind of tool used to photograph and scout crops from above',
      width: 800,
      height: 533,
    },
    {
      src: 'https://images.unsplash.com/photo-1591696331111-ef9586a5b33a?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Modern farming technology used to measure and map crops',
      width: 800,
      height: 533,
    },
  ],
  sources: [
    {
      title:
        'Precision Agriculture for Resource Use Efficiency in Smallholder Farming Systems in Sub-Saharan Africa: A Systematic Review',
      publisher: 'Sustainability (MDPI), University of Nairobi and Swedish University of Agricultural Sciences',
      url: 'https://doi.org/10.3390/su13031158',
      kind: 'journal',
      figures: ['screened 7,715 articles and reviewed 128 of them in detail'],
    },
    {
      title: 'PAD Lab Kenya',
      publisher: 'Precision Development (PxD)',
      url: 'https://precisiondev.org/where-we-work/kenya/pad-lab/',
      kind: 'publisher',
      figures: [
        'were 10 to 24 percent more likely to try lime. Farmers told that they did not need lime were 25 percent less likely to buy it',
      ],
    },
    {
      title: 'Emerging Evidence on Why Soil Testing is Key to Improve Yields on Smallholder Farms in Kenya',
      publisher: 'ICED / Tegemeo Institute',
      url: 'https://www.iced-eval.org/news/emerging-evidence-on-why-soil-testing-is-key-to-improve-yields-on-smallholder-farms-in-kenya',
      kind: 'publisher',
    },
    {
      title: 'Why soil testing is necessary for high productivity',
      publisher: 'Farmbiz Africa',
      url: 'https://farmbizafrica.com/why-soil-testing-is-necessary-for-high-productivity/',
      kind: 'news',
    },
    {
      title:
        'Remote Sensing of Yields: Application of UAV Imagery-Derived NDVI for Estimating Maize Vigor and Yields in Complex Farming Systems in Sub-Saharan Africa',
      publisher: 'Drones (MDPI), University of Ghana',
      url: 'https://doi.org/10.3390/drones2030028',
      kind: 'journal',
      figures: ['a drone flown at 100 metres with a consumer camera'],
    },
    {
      title: 'Drones unlocking rural farming',
      publisher: 'Nation Media Group',
      url: 'https://nation.africa/kenya/business/technology/drones-unlocking-rural-farming-3410338',
      kind: 'news',
    },
    {
      title: 'ThirdEye: flying sensors for farmers in Mozambique and Kenya',
      publisher: 'FutureWater',
      url: 'https://www.futurewater.es/projects/third-eye/',
      kind: 'publisher',
      figures: ['6 local operators served more than 3,500 farmers on more than 1,600 hectares in Mozambique'],
    },
  ],
  updatedOn: '2026-11-27',
  reviewedOn: '2026-11-27',
  atAGlance: [
    { label: 'Soil sample', value: 'Many small sub-samples per plot, in a zigzag, as the laboratory asks' },
    { label: 'Records', value: 'Dates, varieties, inputs, costs, rain and harvest for each plot' },
    { label: 'Lime', value: 'Only where a soil test shows acidity' },
    { label: 'Scouting', value: 'Every week, walking a W pattern' },
    { label: 'Cloudy months for satellite images', value: 'March to May and October to December' },
    { label: 'Drone crop-stress maps', value: 'Stress seen about two weeks before the eye' },
  ],
}
