import type { TopicGuideInput } from '../schema'

export const guide: TopicGuideInput = {
  slug: 'pest-control',
  title: 'Pest Control',
  description:
    'Protect maize, beans and tomatoes with integrated pest management: scout weekly, use push-pull and spray safely only when needed.',
  summary:
    'Pests and diseases such as fall armyworm, maize lethal necrosis, Tuta absoluta and storage weevils take a big share of Kenyan harvests. This guide shows how to prevent them, check your field every week, use push-pull and natural enemies, and handle pesticides safely when they are truly needed.',
  body: `Pests and diseases take a large share of the harvest on many Kenyan smallholder farms. A caterpillar hidden in the maize whorl, a virus carried by tiny insects, or weevils in the store can undo a whole season of hard work. The good news is that most of these losses can be prevented with simple, low-cost habits that any farmer can learn.

This guide explains integrated pest management (IPM), the approach promoted by the Ministry of Agriculture, KALRO, FAO and icipe. It covers the main pests of maize, beans and tomatoes in Kenya, how to check your field, how to set up push-pull, and how to handle pesticides safely on the few occasions when you really need them.

1. What is Integrated Pest Management?

Integrated pest management, or IPM, means combining several methods to keep pests below the level where they cause real money loss. Instead of spraying on a fixed calendar, you first prevent problems, then watch your crop closely, and only act when the pest numbers justify it.

IPM rests on four building blocks:

- **Prevention:** healthy soil, clean seed, timely planting, crop rotation and good field hygiene make it harder for pests to build up.
- **Monitoring:** walking the field regularly to look for pests, eggs and damage, so you know what is really happening.
- **Non-chemical control:** handpicking, traps, companion plants such as push-pull, and natural enemies like ladybirds, parasitic wasps, spiders and birds.
- **Careful chemical control:** a registered product at the label rate, used only when the other methods are not enough.

Remember: a few insects on a crop are normal. IPM aims to keep pests under control, not to kill every insect on the farm.

2. Benefits of Integrated Pest Management

✓ **Lower costs:** you spray less often and only where it is needed, so more money stays in your pocket.
✓ **Safer food and family:** fewer chemicals means less risk for the person spraying, the people eating the crop and your livestock.
✓ **Natural enemies keep working:** ladybirds, wasps and birds control pests for free when they are not killed by unnecessary sprays.
✓ **Slower resistance:** pests such as Tuta absoluta and whiteflies soon stop responding to chemicals that are overused. IPM slows this down.
✓ **Better markets:** buyers, especially for export vegetables like French beans, turn away produce that carries too much pesticide residue.

3. Key Pests and Diseases in Kenya

Learn to recognise these common threats. Correct identification is half the battle.

- **Fall armyworm (maize, sorghum):** the caterpillar feeds inside the whorl, leaving see-through window-pane patches, ragged holes and sawdust-like droppings (frass). Older caterpillars have a pale upside-down Y mark on the head and four dark dots in a square near the tail. FAO counts more than 80 crops it can feed on, including maize, rice, sorghum and millet.
- **Stalk borers (maize, sorghum):** caterpillars tunnel into the stem. Look for rows of holes in young leaves, a dried central shoot known as dead heart, and broken stems.
- **Maize lethal necrosis (MLN):** a virus disease first reported in Kenya in September 2011, in Bomet. Leaves become yellow and mottled, then dry from the edges inwards, and cobs are small with few grains. Severe attacks can wipe out the whole crop, and there is no cure once a plant is infected. Insects such as the corn leaf aphid and corn thrips spread the viruses, and they also move with infected planting material.
- **Tomato leafminer (Tuta absoluta):** tiny caterpillars make pale tunnels (mines) inside leaves and bore into stems and fruits, which then rot.
- **Aphids:** small, soft insects that cluster on young leaves and shoots of beans, kales, cabbages and maize. They suck sap and spread virus diseases.
- **Whiteflies (tomatoes, kales, beans, cassava):** tiny white insects on the underside of leaves that fly up when you shake the plant. Their sticky honeydew turns into black sooty mould, and they also spread viruses.
- **Bean stem maggot (bean fly):** a shiny black fly about 2 mm long lays eggs in young bean leaves. The maggots tunnel down to the base of the stem, which swells and cracks. Seedlings wilt and die, especially on poor soil or in dry spells.
- **Maize weevil and larger grain borer (storage):** these beetles bore into stored grain and turn it to powder. The larger grain borer can even chew holes through storage bags.

4. Steps to Put IPM into Practice on Your Farm

Follow these steps through the season:

- **Step 1 – Prepare early:** add compost or manure and use the right fertiliser so plants grow strong and can recover from some damage. Use certified seed, and in MLN areas ask KALRO, your extension officer or seed dealer for tolerant varieties.
- **Step 2 – Plant on time:** plant maize at the start of the rains, avoid late and off-season planting, and follow your area's planting schedule so that fall armyworm cannot move from older fields into younger ones. Where advised, grow maize in the long rains (March to May) and a non-cereal crop such as beans in the short rains (October to December).
- **Step 3 – Scout every week:** from the time seedlings come up, walk through the field in a W or zigzag pattern. Stop at several spots and look closely at a group of plants at each for fresh damage, egg masses and caterpillars. Keep checking until the silks dry, and give late-planted fields extra attention.
- **Step 4 – Decide using a threshold:** a threshold is the level of damage at which control starts to pay. Write down how many of the plants you checked had fresh damage, and ask your extension officer for the action level for your crop and its growth stage. If damage is low and natural enemies are around, keep watching instead of spraying.
- **Step 5 – Use physical and cultural control first:** crush egg masses and young caterpillars by hand, drop a pinch of sand or dry soil into the whorls of young maize, pull out and destroy plants showing MLN symptoms, and clear crop residues that shelter pests.
- **Step 6 – Protect natural enemies:** trees, hedges and a mix of crops give shelter to birds, wasps and predatory insects that eat caterpillars.
- **Step 7 – Spray only as a last resort:** if the pest is above the threshold, choose the least toxic registered product recommended for that pest, a biopesticide where one works, and follow the safety rules in the next section. Aim at young caterpillars, early in the morning or late in the evening.

Push-pull is one of the best IPM tools for maize farmers. It was developed in Kenya by icipe working with KARI (now KALRO), the Ministry of Agriculture and Rothamsted Research:

- **Push:** desmodium is planted between the maize rows. Its smell drives stalk borer and fall armyworm moths away, and its roots stop striga weed from growing.
- **Pull:** Napier grass or Brachiaria is planted as a border around the plot. Moths are drawn to it and lay their eggs there instead of on the maize.
- **Plot size:** a push-pull plot should be at least 15 m wide and at most about 50 m by 50 m. On a bigger farm, divide the field into plots of that size, each with its own border of grass.
- **Management:** trim the desmodium so it does not smother the maize, keep the field weeded, and never graze cattle in the plot, because grazing destroys the desmodium and the border grass. Cut them instead as fodder for your cows. A well-managed plot keeps working for 5 years or more.

icipe reports that its climate-smart push-pull, with drought-tolerant desmodium between the maize rows and Brachiaria around the plot, greatly reduces the damage done by striga, stalk borers and fall armyworm. It has since developed a newer version that uses companion plants even better suited to hotter and drier conditions. Ask your extension officer or icipe for the seed rate and planting plan for your area.

For other crops:

- **Tomatoes and Tuta absoluta:** plant clean, pest-free seedlings, hang pheromone traps and sticky traps, and rotate tomatoes with unrelated crops such as cereals, legumes or onions. Do not follow tomatoes with potato, eggplant, black nightshade or tobacco, because they host the same pest.
- **Whiteflies and aphids:** check under the leaves, hang yellow sticky traps, remove weeds that host them, and protect ladybirds.
- **MLN vectors:** yellow and blue sticky traps help you spot the aphids and thrips that spread MLN. Where MLN has struck, grow non-cereal crops for at least two seasons before planting maize again.
- **Bean fly:** plant early in the season, keep plants vigorous, and earth up soil around the stems 2 to 3 weeks after germination so damaged plants can grow new roots and stay upright.
- **Storage pests:** dry grain well before storing, clean the store and seal cracks, never mix old infested grain with the new harvest, and use hermetic (airtight) bags or metal silos.

Did You Know? Fall armyworm moths fly long distances, so a late field on one farm can feed the pest for the whole village. That is why a whole community planting on time and scouting together works better than one farmer acting alone.

5. Key Rules for Safe Pesticide Use

Pesticides are poisons. Used wrongly, they harm the sprayer, the family, bees, livestock and water sources.

- **Buy only registered products:** in Kenya the Pest Control Products Board (PCPB) registers pesticides. A registered product's label carries its registration number, written as PCPB (CR) followed by four digits, hazard messages in both English and Kiswahili, and a Kenyan address for the company. Buy only from a licensed agro-vet, never from a hawker or an open-air market, and refuse unlabelled or repacked products. PCPB warns that counterfeit agrochemicals are common in Kenyan markets.
- **Check that it is still allowed:** in June 2025, after a PCPB review, the Ministry of Agriculture withdrew a long list of pesticide products from the Kenyan market and restricted others to certain crops or uses. It said a further group of products under review could not be imported or used until the review ended, with a decision expected by December 2025. We have found no published decision on them: our latest source on this review is from June 2025. A product you used before may no longer be allowed, or not on your crop, so ask your agro-vet or ward extension officer to confirm that it is still registered for that crop, or ask PCPB, before you buy.
- **Choose the least toxic option:** use the non-chemical steps above first. If you must spray, prefer a biopesticide, and a product with a green or blue band over one with a yellow or red band.
- **Know the colour band:** red means the most toxic, followed by yellow and blue, and green is the least toxic.
- **Take the dose only from the label:** the label tells you the pest, the crop, the dose, the protective gear and the pre-harvest interval. Take the dose and the mixing rate from the label or your agro-vet, never from a neighbour or a guess. Never make a mixture stronger than the label says, and never mix two products unless the label allows it.
- **Wear protective gear:** gloves, boots, long sleeves and trousers, and a mask or face shield. Do not eat, drink or smoke while mixing or spraying.
- **Respect the pre-harvest interval:** this is the number of days that must pass between the last spray and harvest. The label gives the figure for each crop; never harvest, eat or sell earlier.
- **Spray in calm weather:** early morning or late evening, not when it is windy or rain is coming, and never close to rivers, wells or beehives.
- **Store and dispose safely:** lock chemicals away from children and food, and never reuse empty containers for water or food.

Tip: If you are not sure what is attacking your crop, take a damaged plant or a clear photo to your agro-vet, ward extension officer or a Plantwise plant clinic before you buy anything.

6. Challenges and How to Handle Them

- **Sprays seem not to work:** pests become resistant when the same chemical is used again and again, and fake products do not work at all. Switch between products with different active ingredients as your agro-vet or extension officer advises, and buy only PCPB-registered items from licensed dealers.
- **Scouting takes time:** keep it short and regular. A quick weekly walk, with notes in a small exercise book, is enough to catch problems early.
- **Neighbours plant late:** fall armyworm moves from late fields into new ones. Agree with your farmer group to plant together according to the county planting calendar.
- **Push-pull needs seed and labour at the start:** begin with a small plot and expand as your desmodium grows. The fodder it produces helps pay back the effort.
- **Stored grain still gets damaged:** in one study, dry maize at 12 per cent moisture kept in hermetic bags for 180 days lost only 1.2 per cent of its weight, while the same grain in ordinary woven bags lost 35.8 per cent. Damp grain in airtight bags turned discoloured from mould in the same trial, so dry it well first. Check bags often, because the larger grain borer made holes in some of the hermetic bags.

7. Real-World Example: Beating Striga in Siaya County

Rosemary Auma farms a quarter of an acre in Siaya County in western Kenya. For years striga, the witchweed with small purple, pink or white flowers that steals water and food from maize roots, left her with about one debe of maize a season. Striga is hard to beat because each plant sheds thousands of tiny seeds into the soil, and it can take more than half of a crop or all of it.

After she and hundreds of other Siaya farmers were trained in a striga-control technology developed by icipe, her harvest rose to a full sack in 2011 and a sack and a half the following year, and the technology now also gives fodder for her two dairy goats. The Standard reported that she was one of thousands of farmers in Siaya and Vihiga counties who had benefited from the technology. The same push-pull companion plants help keep stalk borers and fall armyworm in check.

Pro tip: Establish push-pull at the start of the long rains so the desmodium and border grass are growing well before pest pressure builds up.

8. Final Thoughts

Good pest control starts long before the sprayer comes out. Feed your soil, plant on time, scout every week, welcome natural enemies, and use push-pull where you grow maize. When a chemical is truly needed, choose the least toxic registered product, check it is still allowed after the 2025 review, take the dose from the label, protect yourself and respect the pre-harvest interval. Your ward agricultural extension officer, the nearest KALRO centre and your local agro-vet can help you identify pests and choose the right response. A little attention every week protects your harvest, your health and your income.`,
  images: [
    {
      src: 'https://images.unsplash.com/photo-1416879595882-3373a0480b5b?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Young plants growing in garden soil, the stage when crops need close checking for pests',
      width: 800,
      height: 533,
    },
    {
      src: 'https://images.unsplash.com/photo-1592492135673-55966d3b541a?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Close view of green crop leaves, where farmers look for eggs, caterpillars and feeding damage',
      width: 800,
      height: 533,
    },
    {
      src: 'https://images.unsplash.com/photo-1530836369250-ef72a3f5cda8?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Rows of healthy vegetable crops growing in a farm field',
      width: 800,
      height: 533,
    },
  ],
  sources: [
    {
      title: 'Fall armyworm: overview',
      publisher: 'FAO',
      url: 'https://www.fao.org/fall-armyworm/background/overview/en/',
      kind: 'publisher',
      figures: ['FAO counts more than 80 crops it can feed on'],
    },
    {
      title: 'Experts recommend minimum use of pesticides to control the Fall Armyworm in Africa',
      publisher: 'FAO Regional Office for Africa',
      url: 'https://www.fao.org/africa/news/detail-news/en/c/1026580/',
      kind: 'publisher',
    },
    {
      title: 'Push-pull: questions and answers (plot size, management, alternatives to Napier grass)',
      publisher: 'UPSCALE project (EU Horizon 2020, with icipe)',
      url: 'https://upscale-h2020.eu/upscale-questions-and-answers/',
      kind: 'publisher',
      figures: [
        'a push-pull plot should be at least 15 m wide and at most about 50 m by 50 m',
        'A well-managed plot keeps working for 5 years or more.',
      ],
    },
    {
      title:
        'Field evaluation of a new third generation push-pull technology for control of striga weed, stemborers, and fall armyworm in western Kenya',
      publisher: 'Experimental Agriculture, Cambridge University Press (icipe authors)',
      url: 'https://www.cambridge.org/core/journals/experimental-agriculture/article/field-evaluation-of-a-new-third-generation-pushpull-technology-for-control-of-striga-weed-stemborers-and-fall-armyworm-in-western-kenya/C321C6FB102E7B0FFE6AA11AC70C82AC',
      kind: 'journal',
    },
    {
      title: 'Farmer turns deadly Striga to fodder, yields more milk',
      publisher: 'The Standard',
      url: 'https://www.standardmedia.co.ke/business/financial-standard/article/2000090252/farmer-turns-deadly-striga-to-fodder-yields-more-milk',
      kind: 'news',
    },
    {
      title: 'Tough sacrifices made to overcome maize lethal necrosis disease in Kenya',
      publisher: 'CIMMYT',
      url: 'https://www.cimmyt.org/news/tough-sacrifices-made-to-overcome-maize-lethal-necrosis-disease-in-kenya/',
      kind: 'publisher',
    },
    {
      title: 'Role of vectors and their host plants in the epidemiology of maize lethal necrosis in eastern Africa',
      publisher: 'Entomological Society of America annual meeting (KARI and icipe authors)',
      url: 'https://esa.confex.com/esa/2014/webprogram/Paper88365.html',
      kind: 'publisher',
    },
    {
      title: 'All you need to know about tomato leafminer, Tuta absoluta',
      publisher: 'The Organic Farmer (Biovision Africa Trust)',
      url: 'https://theorganicfarmer.org/all-you-need-to-know-about-tomato-leafminer-tuta-absoluta',
      kind: 'publisher',
    },
    {
      title: 'Stepping up the fight against Tuta absoluta in Kenya with safer and sustainable biocontrol products',
      publisher: 'CABI Invasives Blog',
      url: 'https://blog.invasive-species.org/2021/03/02/stepping-up-the-fight-against-tuta-absoluta-in-kenya-with-safer-and-sustainable-biocontrol-products/',
      kind: 'publisher',
    },
    {
      title: 'Agronomist notebook: Dealing with whiteflies, thrips on tomato farm',
      publisher: 'Nation (Seeds of Gold)',
      url: 'https://nation.africa/kenya/business/seeds-of-gold/agronomist-notebook-dealing-with-whiteflies-thrips-on-tomato-farm-3208718',
      kind: 'news',
    },
    {
      title: 'Beanflies (Ophiomyia centrosematis and O. phaseoli)',
      publisher: 'Infonet-Biovision',
      url: 'https://www.infonet-biovision.org/PlantHealth/MinorPests/bean-flies-1',
      kind: 'publisher',
      figures: ['a shiny black fly about 2 mm long', 'earth up soil around the stems 2 to 3 weeks after germination'],
    },
    {
      title: 'Backgrounder: Managing pests in stored maize',
      publisher: 'Farm Radio International',
      url: 'https://scripts.farmradio.fm/radio-script/backgrounder-managing-pests-stored-maize',
      kind: 'publisher',
    },
    {
      title: 'Maize Grain Stored in Hermetic Bags: Effect of Moisture and Pest Infestation on Grain Quality',
      publisher: 'Journal of Food Quality (KALRO, CIMMYT and Kenyatta University authors)',
      url: 'https://doi.org/10.1155/2018/2515698',
      kind: 'journal',
      figures: [
        'dry maize at 12 per cent moisture kept in hermetic bags for 180 days lost only 1.2 per cent of its weight, while the same grain in ordinary woven bags lost 35.8 per cent',
      ],
    },
    {
      title: '77 pesticides banned in Kenya as 202 others restricted',
      publisher: 'The Star',
      url: 'https://www.the-star.co.ke/news/2025-06-23-77-pesticides-banned-in-kenya-as-202-others-restricted',
      kind: 'news',
    },
    {
      title: 'Pesticides review',
      publisher: 'Pest Control Products Board (PCPB)',
      url: 'https://www.pcpb.go.ke/pesticides-review/',
      kind: 'government',
    },
    {
      title: 'PCPB cracks down on pesticide hawking (how to recognise a registered product)',
      publisher: 'Tell Kenya',
      url: 'https://tell.co.ke/kakamega-and-nyanza-regions-in-western-kenya-ban-pesticide-hawking-as-pcpb-cracks-down-on-contrabands',
      kind: 'news',
    },
    {
      title: 'Kenya: stringent measures to increase safety of pesticides (PCPB on labels)',
      publisher: 'Science Africa',
      url: 'https://news.scienceafrica.co.ke/kenya-stringent-measures-to-increase-safety-of-pesticides/',
      kind: 'news',
    },
  ],
  reviewedOn: '2026-11-27',
  atAGlance: [
    { label: 'Scout maize every week', value: 'In a W across the field, until the silks dry' },
    {
      label: 'Registered product',
      value: 'Label shows PCPB (CR) and a four-digit number, text in English and Kiswahili',
    },
    { label: 'June 2025 review', value: 'Many products withdrawn or restricted: check before you buy' },
    { label: 'Label colour band', value: 'Red most toxic, then yellow and blue; green least toxic' },
    { label: 'Dose and waiting days', value: 'Only from the label or your agro-vet, never guessed' },
    { label: 'Push-pull plot', value: 'At least 15 m wide, at most about 50 × 50 m, with a grass border' },
    { label: 'Hermetic bags', value: 'Dry grain to 12% moisture first: 1.2% weight loss in 180 days' },
  ],
  updatedOn: '2026-11-27',
}
