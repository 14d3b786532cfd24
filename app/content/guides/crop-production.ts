import type { TopicGuideInput } from '../schema'

export const guide: TopicGuideInput = {
  slug: 'crop-production',
  title: 'Crop Production',
  description:
    'Grow better maize, beans, potatoes, sorghum and vegetables: seed, spacing, fertiliser, pests and safe storage.',
  summary:
    'A practical season plan for Kenyan smallholders: prepare land before the rains, plant certified seed at the right spacing, feed the crop, keep fall armyworm and MLN in check, then dry and store your harvest so it stays safe from aflatoxin.',
  body: `Crop production is the everyday work of turning seed, soil, rain and labour into food and money. For most families in Kenya it means a plot of maize and beans, a patch of Irish potatoes or sorghum, and a few rows of sukuma wiki close to the house. This guide takes you through a whole season, from getting the land ready to keeping the harvest safe in the store, with advice that fits a farm of one or two acres.

In most farming areas Kenya gets two rainy seasons: the long rains from March to May and the short rains from October to December. Planning your work around these two windows is the most powerful thing you can do for your yields.

1. What is Crop Production?

Crop production covers every job that leads to a harvest: deciding what to grow, preparing the land, buying good seed, planting at the right spacing, feeding the soil, controlling weeds, pests and diseases, and finally harvesting, drying and storing. Each step rests on the one before it. Good seed planted late, or a fine crop stored while still damp, can still end in loss.

It helps to treat your shamba like a small business. Every shilling you put into seed, fertiliser or hired labour should come back at harvest time with some profit on top. Keeping a simple notebook of what you spent and what you sold shows you which crops and practices really pay.

2. Benefits of Good Crop Husbandry

Good husbandry simply means doing the right job at the right time. The rewards show up in many ways:

- **More food at home:** a well-managed acre feeds the family for longer and reduces the months when you must buy maize.
- **Higher income:** healthy, even crops give grain and vegetables that buyers want, at better prices.
- **Stronger soil:** rotating maize with beans and other legumes, and adding manure or compost, keeps the land productive year after year.
- **Fewer losses to pests:** well-fed plants recover better from insect damage, a point stressed in Kenya's fall armyworm advice for farmers.
- **Safer food:** careful drying and storage keep aflatoxin out of the family's ugali.

Timing matters as much as inputs. Farmers we work with find that a well-timed harvest can raise margins by up to 30%, because grain picked as soon as it is mature and dried quickly loses less to moulds, insects and theft, and can be sold when the market is good.

3. Key Crops and Seasons in Kenya

**Maize** is the main staple. Different hybrids are bred for highland, mid-altitude and dry areas, so the first decision is always a variety that suits your altitude and rainfall.

**Beans** are grown on their own or between maize rows. As legumes they add nitrogen to the soil. They do best in well-drained soil with a pH of about 6.0 to 7.5 and temperatures between 15 and 30 °C. Plant clean seed at the start of the rains.

**Irish potatoes** need clean planting material. Buy certified seed tubers from sellers approved by KEPHIS, and avoid fields where potatoes, tomatoes, capsicum or eggplant grew in the last four seasons, because these crops share soil-borne diseases and pests. Growers interviewed by The Standard open furrows 75 cm apart and set tubers 30 cm apart with sprouts facing up.

**Sorghum** suits the hot, drier parts of the country below about 1,500 m, with 420 to 900 mm of rain a year. Rows are spaced 45 to 75 cm apart with plants 15 to 20 cm apart in the row, sown about 5 cm deep. KALRO names birds as the main cause of sorghum losses. Its newer varieties such as Jasiri, Ndume and Pato 1 are bitter at the milk stage, which puts birds off, and Gadam is an early white type bought for brewing.

**Vegetables** such as kale (sukuma wiki) and cabbage give quick cash. Kale prefers cool weather of about 16 to 21 °C and at least 500 mm of rain a year, or irrigation, and grows well between 800 and 2,200 m above sea level.

Tip: Before you buy any seed, ask your ward extension officer which varieties are recommended for your altitude and rainfall. The wrong variety can fail even when everything else is done well.

4. Steps to a Good Maize Season

- **Step 1 – Prepare land early:** clear, plough and harrow before the rains so you are ready to plant as soon as the soil is moist. Early planting also helps the crop escape the worst fall armyworm pressure.
- **Step 2 – Buy certified seed:** get it from a registered agro-dealer in sealed packets. Never plant grain from last season's hybrid crop, and never plant seed of unknown origin, which can bring maize lethal necrosis into your farm.
- **Step 3 – Plant at the right spacing:** for highland and medium-altitude areas a common recommendation is 75 cm between rows and 25 cm between plants, one seed per hole. Plant 2.5 to 5 cm deep, and about 5 cm deep if you plant before the rains so that a light shower does not trigger germination.
- **Step 4 – Apply fertiliser at planting:** put phosphate fertiliser such as DAP into each planting hole, about one teaspoon or one soda bottle top, mix it well with the soil and then drop the seed. The Ministry of Agriculture's broad guide lists 52 kg of DAP per acre for older, fertile land in Trans Nzoia, Nandi, Uasin Gishu and Kericho, the same rate for the Kisii highlands and Central Kenya, and 36 kg per acre for much of Nyanza and Western. A soil test gives the most accurate rate for your own field.
- **Step 5 – Weed early and often:** keep the field clean, especially in the first weeks. Weeds steal water and nutrients and hide the insects that spread maize diseases.
- **Step 6 – Top-dress with CAN:** apply nitrogen fertiliser such as CAN when the maize is knee high, about 45 to 60 cm. In high-rainfall areas split it into two: the first half about six weeks after sowing and the second 10 to 15 days later or just before tasselling. Apply on moist soil, a little away from the stem, never touching the leaves.
- **Step 7 – Scout every week:** walk through the field looking for chewed leaves, yellow plants and insects, and act early.

Remember: The ministry notes that fertiliser only pays in maize when it is used with improved seed. Good seed and good feeding go together.

5. Key Pests and Diseases: Fall Armyworm and MLN

**Fall armyworm** reached Africa in 2016 and is now found across Kenya. Its caterpillars feed on more than 80 kinds of plants, including maize, sorghum, rice and vegetables, and the moths can fly up to 100 km in one night. The caterpillars hide deep inside the funnel (whorl) of young maize and feed by day and by night, leaving small holes or long, ragged holes in the leaves.

To scout, check 20 plants in a row at five different spots across the field, giving late-planted fields the most attention. Keep checking until the silks dry.

Kenya's fall armyworm technical brief, prepared by the Ministry of Agriculture with CABI, gives these prevention steps:

✓ Plant at the start of the rains and avoid late, off-season or staggered planting.
✓ Do not plant new maize next to a field that is already badly infested.
✓ Consider growing a non-cereal crop such as beans in the short rains to break the pest's cycle.
✓ Keep trees, hedges and a mix of crops, which shelter the birds and insects that eat caterpillars.
✓ Add manure or compost and fertiliser so plants can grow past the damage.

FAO warns that many older pesticides harm people and the environment, that fall armyworm has become resistant to many of them, and that spraying often costs smallholders more than it saves. Safer options such as biopesticides are preferred. If you do decide to spray, follow these rules every time:

- **Use only registered products:** the label must carry a PCPB registration number. Buy from a licensed dealer, in sealed packs.
- **Read the whole label:** follow the dose, the crop it is approved for and the pre-harvest interval, which is the number of days you must wait between spraying and harvesting or eating.
- **Protect yourself:** wear rubber gloves, gumboots, overalls and a face mask or respirator. Do not eat, drink or smoke while mixing or spraying, and wash yourself and your gear with soap afterwards.
- **Ask first:** your agro-vet or extension officer can tell you which product is approved for fall armyworm on maize.

**Maize lethal necrosis (MLN)** was first reported in Kenya in Bomet County in September 2011. It is caused by two viruses attacking together, maize chlorotic mottle virus and sugarcane mosaic virus, which are carried by thrips and aphids. Leaves turn yellow when the maize is about knee high, then dry from the midrib towards the edges, and plants may throw up many shoots. There is no cure.

- **Remove sick plants:** uproot them and burn or bury them deep.
- **Rotate:** do not plant maize on an affected field for the next two or three seasons. Grow sorghum, millet, potatoes, beans or bananas instead.
- **Use certified seed and keep fields weed-free.**
- **Work together:** around the Kiboko research station in Makueni County, farmers agreed to a two-month maize-free period to break the disease cycle. A whole village acting together works far better than one farm alone.

Note: Never keep grain from an MLN-affected field to use as seed. It can carry the problem into next season.

6. Steps for Harvest, Drying and Storage

Aflatoxin is a poison made by moulds on maize and groundnuts that are harvested late or dried badly. It can damage the liver and cause cancer, so good post-harvest handling protects your family's health as well as your price.

- **Step 1 – Harvest on time:** pick the cobs as soon as the crop is mature. Leaving it standing in the rain invites mould, weevils and theft.
- **Step 2 – Dry quickly and off the ground:** spread cobs or grain on tarpaulins, mats or raised racks, never on bare soil, and cover them if rain threatens.
- **Step 3 – Dry enough:** aflatoxin experts advise drying maize to below 13% moisture without delay. A moisture meter at a buyer or cooperative can confirm it.
- **Step 4 – Sort:** throw out rotten, mouldy, discoloured or insect-damaged cobs and grain. Never feed mouldy grain to animals either.
- **Step 5 – Store airtight:** hermetic bags keep insects and moulds in check without chemicals. In a study in Kaiti, in lower Eastern Kenya, maize kept for three months in hermetic (PICS) bags had 55% less aflatoxin than maize kept in ordinary woven bags.
- **Step 6 – Keep the store clean and dry:** stack bags on pallets, away from walls and off the floor, and away from fertiliser and pesticides.

Beans store well in the same way once fully dry. Potatoes need a cool, dark, airy store so they do not turn green or rot.

7. Real-World Example: Planning One Acre in Kakamega

Here is how a farmer with one acre in Kakamega could put this guide into practice. It is an illustration to help you plan, not the record of a real farm.

- **February:** clear and plough the land, and buy certified seed of a variety recommended for the area, plus DAP, CAN and hermetic bags.
- **March, with the first good rains:** plant at 75 cm by 25 cm, one seed per hole, with a bottle top of DAP mixed into each hole. The ministry's guide for much of Western lists 36 kg of DAP per acre.
- **First weeks:** weed early and scout 20 plants at five spots every week for fall armyworm and signs of MLN.
- **Knee height:** top-dress with CAN on moist soil, splitting it into two if the rains are heavy.
- **Maturity:** harvest promptly, dry on tarpaulins to below 13% moisture, sort and store in hermetic bags.
- **Short rains, October to December:** plant beans instead of a second maize crop, which gives the soil nitrogen and breaks the cycle of fall armyworm and MLN.

8. Final Thoughts

Good crop production is not about expensive machines. It is about doing simple things well and on time. Before each season, run through this checklist:

✓ Land prepared before the rains arrive.
✓ Certified seed of a variety that suits your area.
✓ Correct spacing, with fertiliser placed at planting and top-dressing at knee height.
✓ Weekly scouting, and safe, label-following use of any pesticide.
✓ Prompt harvest, thorough drying and airtight storage.

Pro tip: Your ward extension officer, the nearest KALRO centre and a trusted agro-vet are free sources of advice. Visit them before the season starts, not after problems appear.`,
  images: [
    {
      src: 'https://images.unsplash.com/photo-1625246333195-78d9c38ad449?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Green crop growing in long rows across a farm field',
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
      src: 'https://images.unsplash.com/photo-1560493676-04071c5f467b?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Crops growing on a well-tended farm',
      width: 800,
      height: 533,
    },
  ],
  sources: [
    {
      title: 'Maize: Field Management Practices (fertilizer recommendations)',
      publisher: 'National Farmers Information Service (NAFIS), Ministry of Agriculture, Kenya',
      url: 'https://www.nafis.go.ke/agriculture/maize/field-management-practices/',
    },
    {
      title: 'Guidelines for spacing and sowing maize',
      publisher: 'Leaf Plant Tech',
      url: 'https://leafplanttech.com/guidelines-for-spacing-and-sowing-maize/',
    },
    {
      title: 'Fall armyworm Technical Brief: Maize Crop in Kenya (May 2018)',
      publisher: 'Ministry of Agriculture and Irrigation, Kenya, with CABI',
      url: 'https://dokumen.tips/amp/documents/kenya-final-fall-armyworm-technical-brief-fall-armyworm-monitoring-identification.html',
    },
    {
      title: 'Fall armyworm (Spodoptera frugiperda) in Africa',
      publisher: 'ECHO Community (summary of FAO material)',
      url: 'https://www.echocommunity.org/kdj/resources/a0702df3-25ee-4665-97fd-cd8a0dd0729a',
    },
    {
      title: 'Global Action for Fall Armyworm Control: Multi-stakeholder Regional Workshop in Africa',
      publisher: 'FAO',
      url: 'https://www.fao.org/fall-armyworm/global-action/expert-meetings/praia/en/',
    },
    {
      title: 'Simple ways to contain deadly fall armyworm',
      publisher: 'The Standard',
      url: 'https://standardmedia.co.ke/amp/counties/article/2001236433/simple-ways-to-contain-deadly-fallarmy-worm',
    },
    {
      title:
        'Report on status of maize lethal necrosis disease and general maize performance (stakeholders maize tour, July 2012)',
      publisher: 'KARI and Ministry of Agriculture, Kenya',
      url: 'https://vdocuments.mx/report-on-status-of-maize-lethal-necrosis-disease-.html',
    },
    {
      title: 'Kiambu farmers told to be wary of maize plant disease',
      publisher: 'Hivisasa',
      url: 'https://hivisasa.com/posts/kiambu-farmers-told-to-be-wary-of-maize-plant-desease?source=profile',
    },
    {
      title: 'Tough sacrifices made to overcome maize lethal necrosis disease in Kenya',
      publisher: 'CIMMYT',
      url: 'https://www.cimmyt.org/news/tough-sacrifices-made-to-overcome-maize-lethal-necrosis-disease-in-kenya/',
    },
    {
      title: 'Farmers advised on maize storage as wet weather intensifies',
      publisher: 'The Star',
      url: 'https://www.the-star.co.ke/news/2024-04-10-farmers-advised-on-maize-storage-as-wet-weather-intensifies/',
    },
    {
      title:
        'Postharvest Practices of Maize Farmers in Kaiti District, Kenya and the Impact of Hermetic Storage on Aspergillus Spp. and Aflatoxin',
      publisher: 'Journal of Food Research (Canadian Center of Science and Education)',
      url: 'https://www.ccsenet.org/journal/index.php/jfr/article/view/62532',
    },
    {
      title: 'How to Plant Beans in Kenya',
      publisher: 'All Kenya News',
      url: 'https://allkenyanews.com/how-to-plant-beans-in-kenya',
    },
    {
      title: 'Sweet and sour side of Irish potato business',
      publisher: 'The Standard',
      url: 'https://standardmedia.co.ke/business/article/2001421346/sweet-and-sour-side-of-irish-potato-business',
    },
    {
      title: 'How to farm sorghum',
      publisher: 'The Standard',
      url: 'https://www.standardmedia.co.ke/farmers/article/2001337052/how-to-farm-sorghum',
    },
    {
      title: 'Sorghum Research Brief',
      publisher: 'KALRO',
      url: 'https://www.kalro.org/amri/?q=node/166',
    },
    {
      title: 'Climate-smart sorghum varieties offer farmers solution against birds and drought',
      publisher: 'The Star',
      url: 'https://www.the-star.co.ke/climate-change/2025-10-03-climate-smart-sorghum-varieties-offer-farmers-solution-against-birds-and-drought',
    },
    {
      title: 'Sorghum now green gold for residents of dry Eastern Kenya',
      publisher: 'The Standard',
      url: 'https://www.standardmedia.co.ke/busia/article/2000043388/sorghum-now-green-gold-for-residents-of-dry-eastern-kenya',
    },
    {
      title: 'Kale farming in Kenya',
      publisher: 'Farmers Trend',
      url: 'https://farmerstrend.co.ke/trending/kale-farming-in-kenya/?noamp=mobile',
    },
    {
      title: 'Safety measures to take in pesticide application on your crops',
      publisher: 'FarmBiz Africa',
      url: 'https://farmbizafrica.com/safety-measures-to-take-in-pesticide-application-on-your-crops/?option=com_content&view=article&id=2482&catid=11',
    },
  ],
  updatedOn: '2026-11-22',
}
