import type { TopicGuideInput } from '../schema'

export const guide: TopicGuideInput = {
  slug: 'harvest-and-storage',
  title: 'Harvest to Store Without Aflatoxin',
  description:
    'Keep maize, beans and groundnuts safe from harvest to sale: dry to a safe moisture, sort, store in hermetic bags, and keep aflatoxin out.',
  summary:
    'Aflatoxin (sumukuvu) is a poison made by moulds on grain that was harvested late, dried badly or stored damp. This guide shows Kenyan farmers how to harvest on time, dry maize to the 13.5% moisture safe for storage and check it with a bottle of salt, sort out bad grain, choose sacks, hermetic bags or silos, and what never to eat, sell or feed.',
  body: `Many families lose part of their harvest after it is already home. Weevils and the larger grain borer eat it, rats spoil it, and moulds grow on grain that is still damp. The worst loss cannot be seen: some moulds make aflatoxin, a poison that harms the people and animals that eat the grain.

The good news is that aflatoxin is mostly prevented by things a farmer controls: harvesting on time, drying fully, sorting out bad grain and storing it dry and airtight. This guide takes maize as its main example, because it is Kenya's staple and the crop most often hit, but the same rules hold for beans, sorghum and groundnuts.

1. What is Safe Harvest and Storage?

Safe harvest and storage means taking the crop from the field to the store, and from the store to the table or the buyer, without letting moulds, insects or rats spoil it. It covers when to harvest, how to dry, how to check that grain is dry, how to sort and clean, which bags or stores to use, and what to do with grain that has gone bad.

2. Benefits of Storing Grain Safely

- **Safe food:** dry, clean grain protects your family from aflatoxin.
- **Less loss:** grain kept dry and airtight is not eaten by insects or spoiled by moulds.
- **Better prices:** you can keep grain until prices rise instead of selling cheap at harvest.
- **Grain that buyers accept:** millers and buyers test for aflatoxin and reject grain above the limit.
- **Healthy animals and milk:** feed made from clean grain keeps aflatoxin out of milk and eggs.

3. Key Facts About Aflatoxin (Sumukuvu)

Aflatoxins are made mainly by the moulds Aspergillus flavus and Aspergillus parasiticus. A 60-year review of research in Kenya found them in maize and maize foods such as githeri, ugali and uji, in groundnuts, rice, cassava, sorghum, millet, animal feeds and dairy products, with the eastern part of the country the most affected. At least 500 acute human illnesses and 200 deaths from aflatoxin have been reported in Kenya.

- **How poison gets in:** in 2004 an outbreak of aflatoxin poisoning in Makueni and Kitui was traced by the Kenya Ministry of Health, WHO and CDC to locally grown maize that had been stored damp.
- **Slow harm:** in blood samples from a national survey in 2007, 78% of Kenyans tested had aflatoxin, most in Eastern and Coast provinces. Long exposure damages the liver and can cause liver cancer.
- **The legal limit:** Kenya's standard, set by the Kenya Bureau of Standards (KEBS), allows at most 10 parts per billion of aflatoxin in maize flour, and KEBS has withdrawn flour brands that failed it. In a study of 105 maize flour samples from Kenyan mills, 85.3% met the limit; flour from small mills averaged 44.2 parts per billion, and samples from Lower Eastern averaged 68.7.
- **From feed to milk:** when cows eat mouldy feed, aflatoxin passes into their milk. In Nakuru, more than half the dairy feed samples were above the European Union limit for feed.

Note: You cannot see aflatoxin itself. Mouldy, discoloured or insect-damaged grain is the warning sign, and the only safe answer is to keep such grain out of food and feed.

4. Steps to Harvest at the Right Time

- **Step 1 – Harvest when the crop is mature:** maize is ready when the stalk withers and turns light brown, the grains are hard and, in many varieties, the cobs droop.
- **Step 2 – Do not leave it standing in the rain:** if rain delays the harvest, break the stems below the cob so the cob hangs down and does not take in rainwater, which makes it rot.
- **Step 3 – Keep cobs off the soil:** heaps of cobs on bare, damp ground take up moisture and moulds from the soil.
- **Step 4 – Harvest damaged cobs apart:** cobs chewed by insects, birds or rats, and cobs already rotten, go into a separate basket. If maize has rotted in the field, never mix it with the good.

5. Steps to Dry Grain to a Safe Moisture

Grain must be dry before it goes into store. The level often given for storing maize in Kenya is 13.5% moisture, and maize is best shelled when its grains are at 13 to 14%, so that the kernels are not damaged.

- **Step 1 – Dry off the ground:** spread cobs or grain on tarpaulins, mats or raised racks, never on bare soil, and keep animals away.
- **Step 2 – Dry in thin layers and turn often:** thin layers dry evenly. Cover the grain at night and when rain comes.
- **Step 3 – Shell, then dry again:** after shelling, dry the grain a little more on a clean surface.
- **Step 4 – Check before storing:** use a moisture meter if you can borrow one from a cooperative or buyer. If not, use the salt test.

**The salt test.** Put a handful of dry grain and half a handful of dry table salt into a dry soda bottle. Shake for 2 to 3 minutes and let the grain settle. If salt sticks to the sides of the bottle, the grain is not dry enough: dry it again and repeat until no salt sticks. Only then store it.

Tip: Beans, sorghum and groundnuts need the same care: dry them on a clean surface off the ground, and store them only when they are fully dry.

6. Steps to Sort and Clean the Grain

- **Step 1 – Sort cobs before shelling:** set aside rotten, mouldy and insect-damaged cobs.
- **Step 2 – Winnow:** remove chaff, dust, broken grains and foreign matter.
- **Step 3 – Pick out bad grains:** remove mouldy, discoloured, shrivelled and insect-damaged grains by hand. Aflatoxin is concentrated in such grains.
- **Step 4 – Keep the bad apart:** never mix sorted-out grain back into good grain, and never shell good and bad cobs together.

7. Key Storage Choices: Sacks, Hermetic Bags and Silos

**Ordinary open-weave sacks** of polypropylene, jute or sisal are convenient for grain you will keep for 3 months or less before selling it. Use clean bags; the African Postharvest Losses Information System advises cleaning second-hand bags by plunging them in boiling water and drying them before filling. Do not overfill, and stack the bags on pallets off the floor and away from the walls.

**Hermetic (airtight) bags** such as PICS bags, for maize, beans and other grain, have several plastic layers, each tied closed. Insects inside use up the oxygen and die, so no insecticide is needed. In a 180-day trial, dry maize at 12% moisture lost only 1.2% of its weight in hermetic bags against 35.8% in ordinary polypropylene bags. But hermetic bags do not dry grain: in the same trial, maize stored damp (14 to 18% moisture) in hermetic bags had many more discoloured, mould-damaged grains. Research at Purdue University found that opening a hermetic bag again and again lets air in and increases mould growth and the risk of aflatoxin, especially in damp maize.

**Metal silos** tested by CIMMYT and KARI at three sites in Kenya controlled storage insects very well without insecticides, but they cost more. Hermetic bags cost less, but a bag holed by insects or rats can be used only once.

- **Fill hermetic bags with dry grain only,** tie each layer separately, and keep them off the floor where rats cannot reach them.
- **Open as rarely as you can:** take out grain in one go for a long period rather than a little every day.
- **Check the store often:** look and smell for heat, moisture, mould or insects.

Remember: Never store grain in the same room as pesticides, fertiliser or fuel. Use only storage pesticides registered by PCPB, exactly as the label says, and respect the waiting period before eating.

8. Key Rule: What Never to Eat, Sell or Feed

Grain that is mouldy, discoloured, rotten or badly damaged by insects may carry aflatoxin even after you clean it. Do not:

- **Eat it,** or cook it into ugali, uji or githeri.
- **Sell it** or mix it into grain for sale. Buyers and millers test for aflatoxin, and KEBS has withdrawn maize flours that failed the limit.
- **Feed it to animals.** Never feed mouldy maize to cows, pigs or chickens. Aflatoxin harms them, and passes from cows' feed into their milk. What is not safe for people is not safe for animals.
- **Give it away** to neighbours or to a brewer.

Destroy rejected grain so that no one and no animal eats it. Ask your extension officer where rejected grain can be disposed of safely in your area.

9. Challenges and How to Handle Them

- **Rain at harvest:** break the stems so cobs hang down, harvest as soon as it clears, and dry under cover on raised racks.
- **No tarpaulin or drier:** share tarpaulins in your farmer group, or use a cooperative's drier.
- **Weevils and the larger grain borer:** store only dry grain in hermetic bags or silos, or use a registered storage pesticide exactly as its label says.
- **Rats:** keep the store clean, raise bags off the floor and seal holes.
- **Not sure if grain is safe:** ask the county agriculture office or a buyer with a testing kit before you eat or sell it.

10. Real-World Evidence from Kenya

The 2004 outbreak in Makueni and Kitui showed how damp storage turns a good harvest into poison: the investigators found that replacing contaminated maize with clean maize was one of the most important steps in stopping it. The national blood survey of 2007 showed that aflatoxin reaches most Kenyans, not only those in outbreak areas. And on-farm research by CIMMYT and KARI showed the other side: farmers who dried their grain and kept it airtight controlled storage insects without chemicals. The difference between these outcomes is the farmer's daily care from harvest to store.

11. Final Thoughts

Aflatoxin is prevented, not cured. Before every harvest, plan:

✓ Harvest when mature, and never leave cobs lying in the rain or on damp soil.
✓ Dry on tarpaulins or racks to 13.5% moisture, and check with a meter or the salt test.
✓ Sort out mouldy, discoloured and damaged grain, and keep it apart.
✓ Store dry grain in clean sacks for 3 months or less, or in hermetic bags or silos for longer.
✓ Open airtight bags rarely, and keep them off the floor.
✓ Never eat, sell or feed mouldy grain.

Pro tip: Keep a bottle and a packet of salt in your store. A three-minute salt test before you tie each bag can save a whole season's grain.`,
  images: [],
  sources: [
    {
      title: 'Backgrounder: reducing post-harvest losses in maize',
      publisher: 'Farm Radio International',
      url: 'https://scripts.farmradio.fm/radio-script/backgrounder-reducing-post-harvest-losses-maize',
      kind: 'publisher',
      figures: ['maize is best shelled when its grains are at 13 to 14%'],
    },
    {
      title: 'A simple way to test for moisture in maize',
      publisher: 'The Organic Farmer',
      url: 'https://theorganicfarmer.org/content/simple-way-test-moisture-maize',
      kind: 'publisher',
      figures: [
        'The level often given for storing maize in Kenya is 13.5% moisture',
        'Shake for 2 to 3 minutes',
        'Dry on tarpaulins or racks to 13.5% moisture',
      ],
    },
    {
      title: 'Practical tips for reducing losses: store grain using appropriate methods',
      publisher: 'African Postharvest Losses Information System (APHLIS)',
      url: 'https://www.erails.net/FARA/aphlis/aphlis/practical-tips-for-reducing-losses/8-store-grain-using-appropriate-methods/',
      kind: 'publisher',
      figures: [
        'convenient for grain you will keep for 3 months or less before selling it',
        'Store dry grain in clean sacks for 3 months or less',
      ],
    },
    {
      title: 'Controlling maize storage in Kenya: what really works?',
      publisher: 'CIMMYT',
      url: 'https://blog.cimmyt.org/controlling-maize-storage-in-kenya-what-really-works/',
      kind: 'publisher',
    },
    {
      title: 'Impact of opening hermetic storage bags on grain quality, fungal growth and aflatoxin accumulation',
      publisher: 'Journal of Stored Products Research',
      url: 'https://doi.org/10.1016/j.jspr.2016.10.003',
      kind: 'journal',
    },
    {
      title: 'Maize Grain Stored in Hermetic Bags: Effect of Moisture and Pest Infestation on Grain Quality',
      publisher: 'Journal of Food Quality (KALRO, CIMMYT and Kenyatta University authors)',
      url: 'https://doi.org/10.1155/2018/2515698',
      kind: 'journal',
      figures: [
        'In a 180-day trial, dry maize at 12% moisture lost only 1.2% of its weight in hermetic bags against 35.8% in ordinary polypropylene bags',
        'maize stored damp (14 to 18% moisture)',
      ],
    },
    {
      title: 'The scourge of aflatoxins in Kenya: a 60-year review (1960 to 2020)',
      publisher: 'Journal of Food Quality',
      url: 'https://doi.org/10.1155/2021/8899839',
      kind: 'journal',
      figures: [
        'A 60-year review of research in Kenya',
        'At least 500 acute human illnesses and 200 deaths from aflatoxin have been reported in Kenya',
      ],
    },
    {
      title: 'Human aflatoxin exposure in Kenya, 2007: a cross-sectional study',
      publisher: 'Food Additives & Contaminants',
      url: 'https://doi.org/10.1080/19440049.2013.789558',
      kind: 'journal',
      figures: ['in blood samples from a national survey in 2007, 78% of Kenyans tested had aflatoxin'],
    },
    {
      title: 'Outbreak of aflatoxin poisoning: Eastern and Central Provinces, Kenya, January to July 2004',
      publisher: 'US Centers for Disease Control and Prevention (MMWR)',
      url: 'https://www.cdc.gov/mmwr/preview/mmwrhtml/mm5334a4.htm',
      kind: 'government',
    },
    {
      title: 'Compliance of maize flour samples from the industry to food safety standards in Kenya',
      publisher: 'OMICS International (journal article)',
      url: 'https://omicsonline.org/open-access/compliance-of-maize-flour-samples-from-the-industry-to-food-safety-standards-in-kenya-124631.html',
      kind: 'journal',
      figures: [
        'allows at most 10 parts per billion of aflatoxin in maize flour',
        'In a study of 105 maize flour samples from Kenyan mills, 85.3% met the limit; flour from small mills averaged 44.2 parts per billion, and samples from Lower Eastern averaged 68.7',
      ],
    },
    {
      title: 'KEBS clears the air on banned flour brands',
      publisher: 'The Standard',
      url: 'https://www.standardmedia.co.ke/business/news/article/2001421910/kebs-clears-the-air-on-banned-flour-brands',
      kind: 'news',
    },
    {
      title:
        'Aflatoxin B1 and deoxynivalenol contamination of dairy feeds and aflatoxin M1 in milk from smallholder dairy systems in Nakuru, Kenya',
      publisher: 'International Journal of Food Contamination',
      url: 'https://doi.org/10.1186/s40550-016-0033-7',
      kind: 'journal',
    },
  ],
  updatedOn: '2026-11-27',
  reviewedOn: '2026-11-27',
  atAGlance: [
    { label: 'Safe moisture for storing maize', value: '13.5%' },
    { label: 'Moisture for shelling maize', value: '13 to 14%' },
    { label: 'Salt test', value: 'Shake grain and salt in a dry bottle for 2 to 3 minutes: no salt may stick' },
    { label: 'KEBS aflatoxin limit for maize flour', value: '10 parts per billion' },
    { label: 'Hermetic bag vs ordinary bag, 180 days', value: '1.2% vs 35.8% of weight lost (dry maize)' },
    { label: 'Open-weave sacks', value: 'For 3 months or less' },
    { label: 'Kenyans with aflatoxin in their blood (2007)', value: '78%' },
  ],
}
