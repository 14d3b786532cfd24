import type { TopicGuideInput } from '../schema'

export const guide: TopicGuideInput = {
  slug: 'drone-spraying',
  title: 'Drone Spraying',
  description:
    'How spray drones work, when they help on Kenyan farms, the KCAA and PCPB rules, and how to prepare your field and book a safe spray.',
  summary:
    'Agricultural spray drones apply crop protection products and foliar feeds from just above the crop, without anyone walking through the field. They are fast and reach wet paddies, tall crops and steep slopes, but they must be flown by licensed operators, with registered products, the right dose and safe weather.',
  body: `Spraying with a knapsack is slow, tiring and risky. The person carrying the tank walks through wet rice paddies or tall maize, breathes in the mist and often misses parts of the field. When fall armyworm, rice blast or late blight arrives, a few days of delay can cost a large share of the harvest. FAO warns that poor spraying methods waste large amounts of pesticide and that many people who apply pesticides are poisoned because safe application is not understood or their equipment is in poor condition.

Note: This guide is written by the drone-services company that runs this hub and sells drone spraying. We have tried to be fair and to cite sources we have read, but compare prices and methods, and ask your extension officer, before you hire anyone, including us.

Agricultural spray drones offer another way. A trained pilot flies the drone along a planned route just above the crop while the farmer and workers stay at a safe distance. This guide explains what spray drones are, when they make sense, what Kenyan law requires, and how to prepare your field so the spray is safe and effective.

1. What is Drone Spraying?

A spray drone is a remotely piloted aircraft, usually with several rotors, that carries a tank of spray liquid, a pump and nozzles or spinning discs. GPS and flight software let it follow a mapped route at a steady height and speed, and switch the spray on and off at the field edge. The strong downward airflow from the rotors pushes droplets into the crop canopy.

Drones can apply insecticides, fungicides, herbicides and foliar fertilisers. Some models can also spread granules or seed. Skyfield Aerotech, the company that runs this hub, finds that its drones spray 5 to 10 acres per hour, depending on the crop and field shape. That is our own figure from our own work, and it makes fast action possible when a pest outbreak is spreading.

2. Benefits of Drone Spraying for Kenyan Farms

✓ **No walking in the crop.** Nobody tramples rice, potatoes or tall maize, and tractors do not compact wet soil.

✓ **Works where people and tractors struggle.** Flooded paddies in Mwea, muddy fields during the long rains (March to May) or short rains (October to December), and steep tea and coffee slopes.

✓ **Fast response.** Large areas can be treated in a short time when fall armyworm, rice blast or late blight strikes.

✓ **Less exposure for people.** The pilot stands away from the spray instead of carrying a leaking tank on their back.

✓ **Even coverage and records.** The route, area sprayed and volume used are logged, which helps with traceability for export buyers.

Kenyan farms that already use drones report real savings. Business Daily reported on a mango farm in Makueni County that used less chemical, and finished its spraying in far less time, after it moved from hand-held and tractor sprayers to a drone.

3. Key Rules and Safety Requirements in Kenya

**Drones must be registered and operators authorised.** Under Kenya's Civil Aviation (Unmanned Aircraft Systems) Regulations, 2020 (Legal Notice 42 of 2020), every drone flown in Kenya must be registered with the Kenya Civil Aviation Authority (KCAA). Anyone offering drone services commercially, including crop spraying, must hold a Remote Aircraft Operator Certificate (ROC) from KCAA, which requires proof of proper organisation, training, supervision and maintenance. Before you hire anyone, ask to see their KCAA authorisation and the pilot's training and licence documents.

**Only PCPB-registered products.** The Pest Control Products Board (PCPB) regulates every pesticide sold and used in Kenya. Use only registered products bought from licensed agro-dealers, with an approved label. PCPB warns that counterfeit agro-chemicals are a real problem in Kenyan markets. Fake products can fail, burn the crop or poison people.

**Read and follow the label.** The label is the law. It gives the crop, the pest, the dose, safety equipment, the **re-entry interval** (how long people and animals must stay out of the field after spraying) and the **pre-harvest interval** (how long you must wait between the last spray and harvest). The colour band on a Kenyan label shows the hazard: red is the most toxic, followed by yellow and blue, and green is the least toxic. Safety messages are written in English and Kiswahili.

**Protect people, animals, bees and water.** Agree a buffer zone with the operator. Never spray over or next to homes, schools, water sources, canals, rivers, fish ponds, grazing animals or beehives. Bees pollinate coffee, avocados, passion fruit, watermelons and many other crops that depend at least partly on pollinators for their fruit and seed.

Remember: Warn your neighbours before the spray day, especially beekeepers and anyone with fish ponds or livestock nearby, and keep children and animals away until the re-entry interval on the label has passed.

4. Key Spray Settings: Dose, Water Volume, Droplets and Weather

**Identify the problem first.** Scout the field and confirm the pest or disease with an extension officer or agronomist. Spraying the wrong product wastes money and builds resistance. Fall armyworm larvae hide deep in the maize whorl, while rice blast needs a fungicide at the right crop stage.

**Choose the product with an agronomist.** Pick a PCPB-registered product approved for your crop and pest, whose label allows application from the air. Use the label dose per acre or hectare; a drone does not need a stronger dose.

**Get the water volume right.** Drones use far less water per hectare than knapsack or boom sprayers, but too little water gives poor coverage. In trials published in Frontiers in Agronomy by Purdue University, the US Department of Agriculture and the University of Arkansas, a drone applying 46.8 litres per hectare gave coverage similar to a ground sprayer applying 93.5 litres per hectare, while a drone applying only 18.7 litres per hectare gave clearly poorer coverage. The operator should set the volume to suit the crop canopy and the label.

**Droplet size matters.** Fine droplets cover leaves well but drift easily, and the finest are carried furthest by the wind. Coarser droplets stay on target but cover less surface. A good operator matches droplet size to the product, crop and weather.

**Calibrate.** Every spray drone must be checked and calibrated for each crop and setup, not trusted straight out of the box. Purdue University Extension advises adjusting the equipment if the actual application rate differs by more than 5 percent from the intended rate.

**Watch the weather.** Spray only in a light, steady breeze, never in gusty wind or dead calm, avoid the heat of the day, and avoid temperature inversions after sunset, when fine droplets can hang in the air and travel. The label's limits always come first. Because drones use small droplets, the gentler the breeze the safer, as long as it is steady, and the wind must blow away from homes, water and hives. Do not spray when rain is expected before the product has dried.

Note: Timing is a balance. Bees forage in daylight, so spraying late in the day protects them, and fall armyworm caterpillars are easier to hit when they come out to feed at dusk. But very still air after sunset increases drift. Let the licensed operator choose the window using the label and a wind meter.

5. Steps to Book and Prepare for a Spray

- **Step 1 – Scout and confirm.** Identify the pest or disease and how much of the field is affected.
- **Step 2 – Get advice.** Ask your extension officer or agronomist which registered product to use, whether its label allows aerial application, and whether spraying is really needed now.
- **Step 3 – Book a licensed operator.** Give your location, crop, crop height, acreage and problem. Ask for their KCAA authorisation and a written quote.
- **Step 4 – Buy the product from a licensed agro-dealer.** Keep the receipt and the original labelled container; never decant into drinking bottles.
- **Step 5 – Prepare the field.** Mark the boundary, clear or flag obstacles such as power lines, tall trees, poles and wires, and show the operator any homes, water sources, beehives and sensitive neighbouring crops.
- **Step 6 – Inform neighbours.** Tell them the spray date and ask them to keep people and animals away.
- **Step 7 – On the day.** Stay upwind and away from the landing area. Let the operator mix and load; the crew should wear the protective equipment shown on the label.
- **Step 8 – After the spray.** Keep everyone out until the re-entry interval has passed, respect the pre-harvest interval, and record the date, product, dose and area. Ask the operator for the flight log.

6. Challenges and How to Handle Them

**Small, irregular plots.** Many shambas are small and oddly shaped. Group bookings with neighbours growing the same crop make the service cheaper and more efficient.

**Cost.** Drone spraying is a paid service. Compare the quote with the cost of labour, time lost and crop damage from late or uneven knapsack spraying.

**Obstacles and safety.** Power lines, trees and buildings limit where a drone can fly. Only licensed operators with proper training and insurance should fly near people and property.

**Weather delays.** Rain and strong wind can postpone a spray. Book early when you first see a pest building up, not when the damage is already severe.

**Product labels.** Only a product whose label, or whose PCPB approval, allows application from the air may be sprayed by drone. Many labels do not yet mention it: if yours does not, the answer is no. Ask your agronomist for another registered product whose label allows aerial application. We are the operator here, and we will not spray a product whose label or PCPB approval does not allow it; no operator should.

Tip: Do not mix several products in one tank unless the labels or your agronomist confirm they are compatible. Wrong mixtures can block nozzles, burn leaves or reduce control.

7. Real-World Example: Drones on Kenyan and African Farms

Drone spraying is already working in East and Southern Africa. On the Makueni mango farm mentioned above, the drone cut chemical use and finished in days what used to take weeks. In tea, Sasini signed an agreement with Fahari Aviation, a Kenya Airways subsidiary, to apply fertiliser and crop protection products by drone on its Kipkebe tea estate; the operator points out that drones also make tough terrain easier to reach. In Zambia, a drone company fighting fall armyworm in maize and sugarcane flies after sunset, when the caterpillars leave their hiding places. Its founder says this lets the drone place the spray evenly on the leaves, whorls and stems, and that a low-toxicity systemic insecticide gives better control.

In Mwea, the same advantages apply to rice: flooded paddies are hard to walk through with a knapsack, and a drone can treat a block quickly when rice blast or stem borers appear.

8. Final Thoughts

Drone spraying is a powerful tool when it is used correctly. It saves time, keeps people out of the spray, protects the crop from trampling, and reaches fields that are hard to work on foot. The rules are simple: confirm the problem, use a PCPB-registered product at the label dose, hire a KCAA-authorised operator, respect buffer zones, weather limits and re-entry and pre-harvest intervals, and keep records. Done this way, drones help Kenyan farmers protect their harvest while protecting people, bees and water.`,
  images: [
    {
      src: 'https://images.unsplash.com/photo-1473968512647-3e447244af8f?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'A drone in flight, illustrating remotely piloted aircraft used for crop spraying',
      width: 800,
      height: 533,
    },
    {
      src: 'https://images.unsplash.com/photo-1591696331111-ef9586a5b33a?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Drone technology used in agriculture to treat crops from above',
      width: 800,
      height: 533,
    },
    {
      src: 'https://images.unsplash.com/photo-1581833971358-2c8b550f87b3?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Farm field of the kind that can be protected by drone spraying',
      width: 800,
      height: 533,
    },
  ],
  sources: [
    {
      title: 'Drones help farmers to cut spraying costs',
      publisher: 'Business Daily Africa',
      url: 'https://www.businessdailyafrica.com/bd/corporate/technology/drones-help-farmers-to-cut-spraying-costs-3380338',
      kind: 'news',
    },
    {
      title: 'The Civil Aviation (Unmanned Aircraft Systems) Regulations, 2020 (Legal Notice 42 of 2020)',
      publisher: 'Kenya Law (National Council for Law Reporting)',
      url: 'https://kenyalaw.org/akn/ke/act/ln/2020/42/eng@2020-04-03',
      kind: 'government',
      figures: ['(Legal Notice 42 of 2020)'],
    },
    {
      title: 'Kenya passes law to permit drone operations and set up registration and licensing framework',
      publisher: 'Unmanned Airspace',
      url: 'https://www.unmannedairspace.info/emerging-regulations/kenya-passes-law-to-permit-drone-operations-and-set-up-registration-and-licensing-framework/',
      kind: 'news',
    },
    {
      title: 'Kenya: stringent measures to increase safety of pesticides (PCPB on labels)',
      publisher: 'Science Africa',
      url: 'https://news.scienceafrica.co.ke/kenya-stringent-measures-to-increase-safety-of-pesticides/',
      kind: 'news',
    },
    {
      title:
        'Research article (2024): spray coverage, deposits and droplet size from a remotely piloted aerial application system versus ground equipment',
      publisher: 'Frontiers in Agronomy (Purdue University, USDA-ARS, University of Arkansas)',
      url: 'https://doi.org/10.3389/fagro.2024.1493799',
      kind: 'journal',
      figures: [
        'a drone applying 46.8 litres per hectare gave coverage similar to a ground sprayer applying 93.5 litres per hectare, while a drone applying only 18.7 litres per hectare gave clearly poorer coverage',
      ],
    },
    {
      title: 'Calibrating Spray Drones for Liquid Applications (PPP-154)',
      publisher: 'Purdue University Extension',
      url: 'https://ag.purdue.edu/department/extension/ppp/resources/ppp-publications/mobile/ppp-154/_docs/6.calibrating-spray-drones-for-liquid-applications.html',
      kind: 'publisher',
      figures: ['differs by more than 5 percent from the intended rate'],
    },
    {
      title: 'Pesticides application guidelines',
      publisher: 'FAO',
      url: 'https://www.fao.org/sustainable-agricultural-mechanization/guidelines-operations/pesticides-application-guidelines/en/',
      kind: 'publisher',
    },
    {
      title: 'How to spray pesticide without killing the bees',
      publisher: 'The Standard (Smart Harvest)',
      url: 'https://www.standardmedia.co.ke/farmkenya/smart-harvest/article/2001402774/how-to-spray-pesticide-without-killing-the-bees',
      kind: 'news',
    },
    {
      title: 'Kenyan agricultural firm Sasini utilizes drones for fertilizer, chemical application on tea farm',
      publisher: 'Food Business Africa',
      url: 'https://www.foodbusinessafrica.com/kenyan-agricultural-firm-sasini-utilizes-drones-for-fertilizer-chemical-application-on-tea-farm/',
      kind: 'news',
    },
    {
      title: 'Armyworm war goes aerial in Zambia',
      publisher: 'Drone News Africa',
      url: 'https://dronenews.africa/armyworm-war-goes-aerial-in-zambia/',
      kind: 'news',
    },
  ],
  providerFigures: [
    'Skyfield Aerotech, the company that runs this hub, finds that its drones spray 5 to 10 acres per hour',
  ],
  updatedOn: '2026-11-27',
  reviewedOn: '2026-11-27',
  atAGlance: [
    { label: 'Drone work rate (our own figure)', value: '5 to 10 acres per hour, depending on crop and field shape' },
    { label: 'Operator', value: 'KCAA-registered drone and Remote Aircraft Operator Certificate (ROC)' },
    { label: 'Product', value: 'PCPB-registered, with a label that allows aerial application, at the label dose' },
    {
      label: 'Water volume (US trial)',
      value: '46.8 litres per hectare covered like 93.5 from the ground; 18.7 too little',
    },
    { label: 'Wind', value: 'A light, steady breeze; no gusts, no dead calm, no inversion after sunset' },
    { label: 'Calibration', value: 'Adjust if the rate is more than 5 percent off' },
  ],
}
