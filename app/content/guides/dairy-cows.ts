import type { TopicGuideInput } from '../schema'

export const guide: TopicGuideInput = {
  slug: 'dairy-cows',
  title: 'Dairy Cows',
  description:
    'More milk from one or a few cows: Napier grass and protein fodder, water by litres of milk, mastitis, heat and AI, and raising calves.',
  summary:
    'A practical guide for Kenyan smallholders with one or a few dairy cows: cut Napier grass at the right height and add protein fodder, give water in step with the milk each cow gives, catch mastitis early, serve cows on time by bull or artificial insemination (AI), and raise calves that grow into good milkers.',
  body: `A dairy cow pays her keeper every morning and every evening. On a small Kenyan farm one good cow can pay school fees, buy food and give manure for the shamba. But a cow only pays when she eats well, drinks enough, stays healthy and calves again on time. Most of the milk that cows lose on small farms is lost to hunger, thirst, a sore udder or a late calf, not to bad luck.

This guide is for farmers with one to a few cows under zero grazing or semi-zero grazing. It covers feeding, water, mastitis, breeding and calf rearing, with figures from Kenyan research and from the publishers listed at the end. Where a dose or a drug is involved, it sends you to your vet, because those decisions belong with someone who has seen the cow.

1. What is Good Dairy Cow Management?

Good dairy cow management means giving each cow what her body uses to make milk and to carry a calf: enough good feed, clean water at all times, a dry and clean place to stand and lie, milking that does not hurt the udder, and a plan for breeding and for the calf. It also means writing things down, so that you notice a cow that is dropping in milk or has not come on heat.

2. Benefits of Managing Dairy Cows Well

- **More milk from the same cow:** feed and water are usually the cheapest way to raise yields on a small farm.
- **Cleaner milk that sells:** a healthy udder gives milk the cooperative will accept.
- **A calf every year or close to it:** a cow that calves on time spends more of her life in milk.
- **Fewer vet bills:** clean housing and early action cost less than treating a sick cow.
- **Better heifers:** a well-raised calf from a good bull or AI becomes your next milker.

3. Key Feeds: Napier Grass, Protein Fodder and Dairy Meal

**Napier grass (majani tembo)** is the main fodder on most small Kenyan dairy farms. The usual recommendation is to cut it at 60 to 100 cm, about 6 to 10 weeks of regrowth. Trials at the KALRO centre in Mtwapa found that Napier cut at 1.0 m was more digestible and gave more milk than Napier cut at 1.5 m. On farms that feed Napier alone, cows often give only 3 to 5 kg of milk a day, so Napier needs help from protein fodder.

- **Protein fodder:** in the same Mtwapa trials, crossbred cows fed as much Napier as they would eat plus 8 kg of fresh Leucaena a day could meet their own needs and give 10 kg of milk daily. Calliandra, desmodium, lucerne and sweet potato vines are other protein fodders you can grow.
- **Head smut:** a disease that stunts Napier has spread in central Kenya. Farmers there used the smut-resistant variety "Kakamega I", often through their dairy cooperative. Ask your extension officer which variety resists the diseases in your area.
- **Dairy meal:** a study of farms in semi-arid eastern Kenya found most farmers fed about 2 kg of dairy meal a day to every milking cow, the same amount all through the lactation, whatever the cow gave. Match dairy meal to each cow's milk and stage of lactation; your extension officer can help you work out the amounts.
- **Feed for the dry months:** in the same study, 93% of farmers ran short of feed during the year, worst in September and October, and although 97.5% conserved some feed, the hay was often poor. Make hay or silage while the grass is young in the rains, and store it dry.

Note: Never feed mouldy feed. In Nakuru, 56% of dairy feed samples had more aflatoxin than the European Union limit for dairy feed, and aflatoxin from feed passes into the milk your family drinks and sells. The guide on harvest and storage explains how to keep grain and feed dry.

4. Key Rule for Water: Litres of Water for Litres of Milk

Milk is mostly water, so a cow cannot make milk without drinking. India's National Dairy Development Board gives two simple figures: a healthy adult animal needs about 75 to 80 litres of water a day, and because milk is about 85% water, a cow needs about 2.5 litres of water for every litre of milk she gives. So a cow giving 10 litres a day needs about 25 litres of water just to make that milk, and one giving 20 litres needs about 50. In hot weather she needs more again.

- **Water at all times:** give water in a trough the cow can reach day and night, not once a day from a distant stream.
- **Clean water:** clean the trough every week. A KARI study around Wote found that water from shallow wells and valley bottoms was often too salty for dairy cattle, while rainwater from roofs and water pans was good.
- **Plan the whole farm's water:** on farms in Kiambu and Meru, the water used for drinking and for cleaning came to 5.1 litres for every kilogram of milk. A farm producing 10 kg of milk a day therefore uses about 51 litres of water a day, so harvest rainwater and store it.

Remember: A cow that drops in milk may simply be thirsty. Check the trough before you blame the feed.

5. Steps to Prevent and Catch Mastitis

**Mastitis (ugonjwa wa kiwele)** is an infection of the udder. In its clear (clinical) form you see clots, flakes, watery or bloody milk, and a hot, hard, painful quarter. In its hidden (subclinical) form the milk looks normal but the cow gives less and the milk carries more germs. In Embu and Kajiado counties, 80% of the cows screened had mastitis: 6.8% clinical and 73.1% hidden. Another Kenyan study found hidden mastitis in 43.2% of cows in the first two months after calving.

- **Step 1 – Keep the stall clean and dry:** in the Kenyan study of cows after calving, poor stall hygiene went with more hidden mastitis. Remove dung every day and give dry bedding.
- **Step 2 – Wash your hands and use one clean towel per cow:** in Embu and Kajiado, whether each cow's udder was dried with its own clean towel was one of the habits linked with how much mastitis a farm had. A shared wet cloth carries germs from cow to cow.
- **Step 3 – Check the first milk:** draw the first streams from each teat into a cup or onto a dark surface at every milking and look for clots.
- **Step 4 – Milk sick cows last:** the order of milking was another habit linked with mastitis in that study. Milk healthy cows first and sick cows last, so your hands do not carry germs from a sick udder to a healthy one.
- **Step 5 – Test for hidden mastitis:** the California Mastitis Test (CMT) is a cheap cow-side test. Your vet or extension officer can show you how to use it and how often.
- **Step 6 – Treat with the vet:** only a vet or animal health worker should choose the drug and the dose. Ask about teat dipping and dry cow therapy: only 10.1% of the farms in one Kenyan study used either.

Remember: Milk from a cow under treatment must not be drunk or sold until the withdrawal period on the drug's label has passed. The guide on farm chemicals and animal medicines explains withdrawal periods.

6. Key Breeding Steps: Heat, Bull or AI, and Calving Intervals

A cow must conceive again soon after calving if she is to calve close to once a year. On farms around Machakos, Wote and Wamunyu, calving intervals averaged 12.7 to 14.3 months and heifers were first served at 22.4 to 28.1 months. In the Kenya highlands, Bebe and colleagues found first calving at 32 months and cows going 250 days from calving to conception. Every extra month without a calf is a month of lost milk.

**Spot the heat.** The one sure sign is a cow that stands still when another cow mounts her. Other signs are restlessness, mounting other cows, bellowing, clear mucus from the vulva and a drop in milk. Ethiopian research advice is to watch the cows for at least 10 minutes at 3 more times a day besides milking, with early morning and late evening best, because heat often starts at night. A poorly fed cow may show heat for only a few hours, so good feeding also helps breeding.

**Serve on time.** Call your inseminator as soon as you see standing heat and tell them when you first saw it; they will judge the best time. Write the date down, and keep watching the cow in case she comes back on heat.

**Use good semen or a known bull.** Artificial insemination (uhimilishaji) lets a small farmer use a proven bull without keeping one. The Kenya Animal Genetic Resources Centre was set up to control venereal diseases spread at mating and to improve dairy cattle; it keeps 124 bulls, among them 54 Friesians, 52 Ayrshires, 8 Jerseys and 4 Guernseys. On farms in semi-arid eastern Kenya one insemination cost Ksh 1,620 on average. A bull of unknown health can bring disease into your herd.

Tip: Keep a breeding card for each cow: calving date, every heat, every service or AI with the bull's name, and the date she should calve. It shows you at once which cow needs attention.

7. Steps to Raise a Healthy Calf

**Colostrum first.** A calf is born without its own protection against disease and gets it from colostrum, the first thick milk. Give colostrum as soon as possible after birth, the same day. In one well-run herd followed in a published study, every calf got 3 to 4 litres of its mother's colostrum within 6 hours of birth. Ask your vet how much your calf needs.

**Clean and dry.** Keep the calf in a clean, dry, draught-free pen away from the adult cows' dung. Wash and dry feeding buckets after every feed.

**Milk, then solid feed.** Feed milk at regular times, and offer clean water, good hay or young fodder and calf feed early so the calf's stomach learns to digest them. In the same study herd, weaning began at 56 to 63 days. Wean by the calf's size and appetite for solid feed, not only by age, and ask your extension officer for a plan that fits your farm.

**Health.** Ask your vet for a calendar of deworming, tick control and vaccination for your area, and watch for diarrhoea, coughing and a calf that stops drinking.

8. Challenges and How to Handle Them

- **Dry-season hunger:** plant Napier, protein shrubs and fodder in the rains, and make hay or silage before the grass gets old.
- **Water far away:** a roof gutter, a tank and a trough near the shed pay for themselves in milk.
- **Mastitis that keeps coming back:** check the stall, the towels and the milking order, and ask the vet about testing milk to find the germ.
- **Missed heats:** watch at dawn and dusk, keep breeding cards, and feed the cow well after calving.
- **Costly AI that fails:** call the inseminator early in standing heat, keep the cow calm, and record the bull and date so the vet can find the cause if she repeats.
- **Disease brought in:** buy animals whose health you know, and keep new ones apart from your herd until you are sure they are healthy.

Keep a simple record for each cow:

✓ Milk per day and the feed she gets.
✓ Heat dates, services or AI, and the expected calving date.
✓ Every treatment, with the drug, the date and the end of the withdrawal period.
✓ Calf birth date, colostrum given, weight and weaning date.

9. Real-World Evidence from Kenyan Dairy Farms

The figures in this guide come from Kenyan farms and research stations. At Mtwapa, KALRO trials showed that cutting Napier younger and adding Leucaena could carry a crossbred cow to 10 kg of milk a day. In Embu and Kajiado, researchers tested 395 cows and found mastitis in four out of five, and the milking order and the towels used were among the habits that made a difference. In Machakos, Wote and Wamunyu, most farmers watched for heat themselves, and calving intervals ran past a year. Around Nakuru, more than half the feed samples carried too much aflatoxin. None of these problems needs an expensive machine. Each is solved by daily routine: younger fodder, a full trough, a clean towel, a watchful eye at dawn.

10. Final Thoughts

A dairy cow rewards steady care more than big spending. Start with the basics and build up:

✓ Napier (majani tembo) cut young, with protein fodder beside it, and dry feed stored for the dry months.
✓ Water all day: about 2.5 litres for every litre of milk, and more in hot weather.
✓ A clean stall, one towel per cow, first-milk checks and sick cows milked last.
✓ Heat watched at dawn and dusk, and AI or a healthy bull on time.
✓ Colostrum on the day of birth and a clean, dry calf pen.
✓ Treatments by the vet, and milk withheld until the withdrawal period has passed.

Pro tip: Walk through your cows at dawn before milking. In ten quiet minutes you will see which cow is on heat, which one did not eat, and whether the trough is empty.`,
  images: [],
  sources: [
    {
      title: 'Milk Production From Napier Grass (Pennisetum purpureum) in Coastal Lowland Kenya',
      publisher: 'KALRO Repository',
      url: 'https://kalrorepository.kalro.org/items/0173f65d-3f4a-4d1b-8565-c2a58ed4db12',
      kind: 'government',
      figures: [
        'Trials at the KALRO centre in Mtwapa found that Napier cut at 1.0 m was more digestible and gave more milk than Napier cut at 1.5 m',
        'crossbred cows fed as much Napier as they would eat plus 8 kg of fresh Leucaena a day could meet their own needs and give 10 kg of milk daily',
        'At Mtwapa, KALRO trials showed that cutting Napier younger and adding Leucaena could carry a crossbred cow to 10 kg of milk a day',
      ],
    },
    {
      title: 'Use of napier grass to improve smallholder milk production in Kenya',
      publisher: 'Wageningen University',
      url: 'https://library.wur.nl/WebQuery/wurpubs/65640',
      kind: 'publisher',
      figures: [
        'The usual recommendation is to cut it at 60 to 100 cm, about 6 to 10 weeks of regrowth',
        'cows often give only 3 to 5 kg of milk a day',
      ],
    },
    {
      title: "Farmers' perceptions on importance and constraints facing Napier grass production in Central Kenya",
      publisher: 'Livestock Research for Rural Development',
      url: 'https://lrrd.org/lrrd18/11/mwen18160.htm',
      kind: 'journal',
    },
    {
      title: 'Feeding management for dairy cattle in smallholder farming systems of semi-arid tropical Kenya',
      publisher: 'Livestock Research for Rural Development',
      url: 'https://lrrd.org/lrrd23/5/njar23111.htm',
      kind: 'journal',
      figures: [
        'most farmers fed about 2 kg of dairy meal a day to every milking cow',
        '93% of farmers ran short of feed during the year, worst in September and October, and although 97.5% conserved some feed',
      ],
    },
    {
      title:
        'Aflatoxin B1 and deoxynivalenol contamination of dairy feeds and aflatoxin M1 in milk from smallholder dairy systems in Nakuru, Kenya',
      publisher: 'International Journal of Food Contamination',
      url: 'https://doi.org/10.1186/s40550-016-0033-7',
      kind: 'journal',
      figures: ['In Nakuru, 56% of dairy feed samples had more aflatoxin than the European Union limit for dairy feed'],
    },
    {
      title: 'Importance of drinking water for dairy animals',
      publisher: 'National Dairy Development Board (India)',
      url: 'https://www.nddb.coop/farmer/animal-nutrition/importance-of-drinking-water-for-dairy-animals',
      kind: 'government',
      figures: [
        'a healthy adult animal needs about 75 to 80 litres of water a day, and because milk is about 85% water, a cow needs about 2.5 litres of water for every litre of milk she gives',
        'So a cow giving 10 litres a day needs about 25 litres of water just to make that milk, and one giving 20 litres needs about 50',
        'Water all day: about 2.5 litres for every litre of milk',
      ],
    },
    {
      title: 'Water sources and quality for dairy cattle in smallholder farms in semi-arid Kenya',
      publisher: 'Livestock Research for Rural Development',
      url: 'https://lrrd.org/lrrd26/8/njar26152.htm',
      kind: 'journal',
    },
    {
      title:
        'Associations between intensification interventions and negative externalities in smallholder dairy farms in the Kenyan Highlands',
      publisher: 'Livestock Research for Rural Development',
      url: 'https://lrrd.org/lrrd30/4/agutu30061.html',
      kind: 'journal',
      figures: [
        'the water used for drinking and for cleaning came to 5.1 litres for every kilogram of milk',
        'A farm producing 10 kg of milk a day therefore uses about 51 litres of water a day',
      ],
    },
    {
      title: 'Prevalence, etiology, and risk factors of mastitis in dairy cattle in Embu and Kajiado counties, Kenya',
      publisher: 'Hindawi (journal article)',
      url: 'https://doi.org/10.1155/2020/8831172',
      kind: 'journal',
      figures: [
        '80% of the cows screened had mastitis: 6.8% clinical and 73.1% hidden',
        'researchers tested 395 cows and found mastitis in four out of five',
      ],
    },
    {
      title:
        'Cross-sectional study of cow comfort and management factors associated with subclinical mastitis in smallholder dairy farms in Kenya',
      publisher: 'East African Journal of Science, Technology and Innovation',
      url: 'https://eajsti.org/index.php/EAJSTI/article/view/448',
      kind: 'journal',
      figures: [
        'found hidden mastitis in 43.2% of cows in the first two months after calving',
        'only 10.1% of the farms in one Kenyan study used either',
      ],
    },
    {
      title: 'Reproductive and health constraints of dairy cattle in the peri-urban areas of semi-arid eastern Kenya',
      publisher: 'Livestock Research for Rural Development',
      url: 'https://lrrd.org/lrrd26/6/mung26098.htm',
      kind: 'journal',
      figures: [
        'calving intervals averaged 12.7 to 14.3 months and heifers were first served at 22.4 to 28.1 months',
        'one insemination cost Ksh 1,620 on average',
      ],
    },
    {
      title:
        'Characteristics of feeding and breeding practices for intensification of smallholder dairy systems in the Kenya highlands',
      publisher: 'Livestock Research for Rural Development',
      url: 'https://lrrd.org/lrrd20/2/bebe20023.htm',
      kind: 'journal',
      figures: ['found first calving at 32 months and cows going 250 days from calving to conception'],
    },
    {
      title: 'The need for bulls, oestrous cycle, standing heat observations and breeding',
      publisher: 'Ethiopian Institute of Agricultural Research',
      url: 'https://knowledgebank.eiar.gov.et/the-need-for-bulls-estrous-cycle-standing-heat-observations-frequency-of-high-bull-demand-shy-breeders-breeding',
      kind: 'government',
      figures: ['watch the cows for at least 10 minutes at 3 more times a day besides milking'],
    },
    {
      title: 'KAGRC profile: background and bull stud',
      publisher: 'Kenya Animal Genetic Resources Centre',
      url: 'https://kagrc.co.ke/new/index.php/about-k-a-g-r-c/profile',
      kind: 'government',
      figures: ['it keeps 124 bulls, among them 54 Friesians, 52 Ayrshires, 8 Jerseys and 4 Guernseys'],
    },
    {
      title: 'Calf nutrition and housing, growth and reproduction in dairy heifers (study of a 170-cow farm)',
      publisher: 'PLOS ONE',
      url: 'https://doi.org/10.1371/journal.pone.0191687',
      kind: 'journal',
      figures: [
        "every calf got 3 to 4 litres of its mother's colostrum within 6 hours of birth",
        'weaning began at 56 to 63 days',
      ],
    },
    {
      title: 'Guide to good dairy farming practice: fact sheet 1, animal health',
      publisher: 'FAO and International Dairy Federation',
      url: 'https://www.fao.org/3/Y5224E/y5224e05.htm',
      kind: 'publisher',
    },
  ],
  updatedOn: '2026-11-27',
  reviewedOn: '2026-11-27',
  atAGlance: [
    { label: 'Water', value: 'About 2.5 litres for every litre of milk; 75 to 80 litres a day for an adult' },
    { label: 'Napier grass (majani tembo)', value: 'Cut at 60 to 100 cm, about 6 to 10 weeks of regrowth' },
    { label: 'Leucaena with Napier', value: '8 kg fresh a day: enough for 10 kg of milk' },
    { label: 'Watching for heat', value: 'At least 10 minutes, 3 extra times a day; dawn and dusk best' },
    { label: 'Mastitis in Kenyan herds', value: '80% of cows screened in Embu and Kajiado' },
    { label: 'Colostrum', value: '3 to 4 litres within 6 hours in a well-run study herd' },
    { label: 'Calving interval on Kenyan farms', value: '12.7 to 14.3 months' },
  ],
}
