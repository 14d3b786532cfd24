import type { TopicGuideInput } from '../schema'

export const guide: TopicGuideInput = {
  slug: 'chickens',
  title: 'Village and Layer Chickens',
  description:
    'Kienyeji and layer chickens that live and lay: housing, feeding, a vaccination calendar, Newcastle (kideri) and Gumboro, and egg handling.',
  summary:
    'A guide for Kenyan households keeping village (kienyeji), improved kienyeji or layer chickens: give each bird enough space, feed every stage well, follow a vaccination calendar with your vet, recognise Newcastle disease and Gumboro early, and handle eggs so they reach the buyer clean and fresh.',
  body: `Chickens are the animals most Kenyan homes keep. Indigenous (kienyeji) chickens make up about 70% of the chickens in Kenya, according to KALRO, and they give eggs, meat, money for small needs and birds to sell when a bigger bill comes. Layers, kept only for eggs, can give a steady weekly income from a small space.

Yet many flocks never grow, because chicks die young, hens stop laying and an outbreak of Newcastle disease clears the whole flock in a week. This guide covers the things that keep birds alive and laying: housing, feeding, a vaccination calendar, the two diseases farmers fear most, and egg handling. Vaccines and medicines are chosen and given with your vet or animal health worker; this guide tells you what to ask for and why.

1. What is Good Chicken Keeping?

Good chicken keeping means protecting birds from disease, predators and bad weather, feeding each age group what it needs, and keeping eggs clean and fresh. It works for every system: village birds that roam by day and sleep in a house, improved kienyeji birds kept in a house with a run, and layers kept on deep litter or in cages.

2. Benefits of Keeping Chickens Well

- **More chicks survive:** KALRO notes that controlling the common diseases of free-range birds could raise chick survival by at least 30%, and better feeding, housing and disease control together could lift survival to 80%.
- **More eggs to eat and sell:** a hen that is fed, housed and free of disease lays more often.
- **Steady cash:** eggs sell every week and birds sell at any time of year.
- **Manure:** chicken droppings and litter feed the shamba.
- **Less worry:** a vaccinated flock does not vanish overnight.

3. Key Types of Chickens and What to Expect

**Village (kienyeji) chickens** live mostly by scavenging. KALRO reports that a village hen lays 8 to 15 eggs per clutch, depending on feed, sits on them and hatches about 80%, and manages 2 to 3 clutches a year. They resist harsh conditions better than commercial breeds and their eggs and meat sell at a good price.

**Improved kienyeji chickens**, such as the KARI improved chicken bred by KALRO, lay more and grow faster when fed and housed. In KALRO's work in Machakos, farmers' use of the improved birds rose from 2% in 2008 to 59% in 2016, and 39% of the farmers in the Kiambu village took them up.

**Commercial layers** are bred only for eggs. They lay far more than kienyeji hens, but only on a complete layer feed, with clean water, good light and a strict vaccination calendar from the hatchery.

4. Key Housing Rules for Every Flock

A house protects birds at night from thieves, predators, rain and cold, and gives hens a safe place to lay and brood.

- **Space:** FAO advises a small, simple house of 0.3 to 0.4 m² per bird for birds that spend the day in a run. So 100 birds need a house of about 30 to 40 m². Each run should give at least 10 to 15 m² per hen, and where hens must find much of their own food, a free range of 40 to 80 m² per hen. A movable fold unit needs 0.5 m² per bird.
- **Air without draught:** walls of chicken wire or slats on the sides let air through; keep a solid side against the cold wind.
- **Dry floor and litter:** use dry wood shavings or straw on the floor and change wet patches at once; wet litter breeds disease.
- **Perches and nests:** birds rest on perches at night, and hens lay in quiet, dark nest boxes with clean litter.
- **Rats, snakes and hawks:** close the house at night and keep grass short around it.

**Brooding chicks.** Newly hatched chicks cannot keep themselves warm. Under a hen they are warm enough; without a hen they need a brooder. KALRO promotes a simple hay box brooder for kienyeji chicks. Watch the chicks: crowding together under the heat means they are cold, and panting away from it means they are too hot.

Tip: Build the house so you can stand inside to collect eggs and clean. A house that is hard to clean is not cleaned.

5. Key Feeding Rules from Chick to Layer

Each stage of growth needs a different feed, and KALRO's guidance gives home-made rations for chicks, growers and layers from locally available ingredients. Buy or mix:

- **Chick feed** for young chicks, then **grower feed** while pullets grow, then **layer feed** once hens start laying. Change feed gradually over a few days.
- **Clean water at all times:** birds that run out of water stop eating and laying. Wash drinkers every day.
- **Kienyeji birds on range:** they find insects, seeds and greens, but they lay better with a daily handful of grain or mash and kitchen greens.
- **How much:** feed needs depend on the breed, the feed and the stage. Follow the feed maker's chart or your extension officer's ration, weigh the feed for a week, and watch the eggs and the birds' weight.

Remember: Never feed mouldy grain or mash. Mould can carry aflatoxin, which harms birds and can end up in the eggs you eat and sell. The guide on harvest and storage explains how to keep grain dry.

6. Steps for a Vaccination Calendar

A vaccination calendar (ratiba ya chanjo) is a written plan of which vaccine each batch of birds gets, and when. In Kenya, vaccines are handled and given by registered veterinary and para-veterinary professionals, who set the calendar for your area, your breed and the disease pressure around you.

- **Step 1 – Ask the hatchery what was done:** some hatcheries vaccinate day-old chicks against Marek's disease, Newcastle disease, Gumboro and infectious bronchitis; others only against Marek's. Ask for a vaccination certificate signed by the chick supplier.
- **Step 2 – Plan Gumboro early:** Gumboro strikes chickens mainly around 3 to 4 weeks of age, and an infection earlier in life, often without signs, weakens a chick's defences for good. Your vet will place the Gumboro doses before that danger window.
- **Step 3 – Keep Newcastle disease out all year:** the heat-tolerant I-2 vaccine, which KALRO recommends for Kenya's indigenous chickens, can be given to chickens of any age from day-old to adult, as one drop in the eye. Protection does not last for ever: village programmes that control the disease well run 3 timely vaccination campaigns a year. Ask your vet or county veterinary office where to get the vaccine and how often to repeat it in your area.
- **Step 4 – Add what your area needs:** ask your vet whether your calendar should also cover fowl pox, fowl typhoid and other diseases common where you live.
- **Step 5 – Vaccinate healthy birds, and write it down:** keep vaccines cool and out of the sun as the label says, vaccinate in the cool of the evening, and record the date, the vaccine and the batch.

Note: Vaccinate the whole flock, including the neighbour's birds if they mix with yours. In a study of constraints in Nyanza, Newcastle disease, Gumboro and fowl pox were the diseases farmers ranked highest.

7. Key Diseases: Newcastle (Kideri) and Gumboro

**Newcastle disease (kideri)** is the biggest killer of village chickens. KALRO reports that it kills 80 to 100% of birds in flocks that are not vaccinated. FAO lists its common signs as greenish, sometimes blood-stained diarrhoea, tremors, a twisted neck, paralysis, difficult breathing and loss of appetite, and birds may also die without showing any sign. There is no cure: vaccinate your chickens against Newcastle disease, as in the calendar above, and they are protected. Kenya's Animal Diseases Act lists fowl pest among the notifiable diseases: if many birds fall sick or die, report it at once to your veterinary officer or chief.

**Gumboro (infectious bursal disease)** attacks young birds. Sick chicks are pale, dull and dehydrated, stop eating, shiver, walk unsteadily, have ruffled feathers and often a white diarrhoea, sometimes stained red or green, and peck at their own vents. The disease no longer occurs after 15 to 16 weeks of age. Some strains are far deadlier than others: with the very virulent kind, up to 90% of Leghorn chickens have died.

- **Isolate sick birds** and call the vet. Never sell or give away sick birds.
- **Bury or burn dead birds** well away from the house and water; do not throw them to dogs.
- **Keep visitors and buyers out of the house,** and keep new birds apart for as long as your vet advises before mixing them in.
- **White diarrhoea in chicks** can be pullorum disease (bacillary white diarrhoea), also notifiable under the Act. Call the vet.

8. Steps for Handling Eggs

- **Step 1 – Collect often:** collect eggs several times a day so they are not soiled, broken or sat on.
- **Step 2 – Keep them clean:** clean nests with fresh litter give clean eggs. Do not sell cracked or very dirty eggs.
- **Step 3 – Store cool and dry:** eggs keep their quality best in a cool, dry place. Egg shells are porous and take in smells, so never store eggs near paraffin, varnish or other strong-smelling things.
- **Step 4 – Sell fresh:** sell or eat the oldest eggs first, and write the date on each tray.
- **Step 5 – Hatching eggs:** for eggs you want to hatch, KALRO advises candling (holding the egg against a light) at 7 and 18 days to remove eggs that are not fertile or have stopped growing, and culling hens that lay eggs with meat spots.

Remember: Eggs from hens under treatment must not be eaten or sold until the withdrawal period on the medicine's label has passed. See the guide on farm chemicals and animal medicines.

9. Challenges and How to Handle Them

- **Sudden deaths:** vaccinate on the calendar, keep visitors out and report many deaths to the vet at once.
- **Predators and theft:** lock the house at night and give chicks a covered run.
- **Costly feed:** mix rations from local ingredients with your extension officer, and let kienyeji birds range where it is safe.
- **Hens stop laying:** check water, feed, light, parasites and age; an old hen lays less.
- **Eggs that spoil:** collect more often and store them cool, dry and away from smells.

Keep a flock notebook:

✓ Birds bought, hatched, sold and dead, with dates.
✓ Every vaccination and treatment, with the end of its withdrawal period.
✓ Eggs collected each day and eggs sold.
✓ Feed bought and its cost.

10. Real-World Example: A Flock in Homa Bay

In Homa Bay County, GALVmed tells the story of James Guma Ojwang, a communications graduate who began keeping indigenous chickens at home in 2014 with five birds and hatched them up to 94. In 2015 he lost 60 birds to disease. He then began vaccinating against Newcastle disease, Gumboro and Marek's disease, spending about KSh 5,000 on vaccines for four months of protection. When GALVmed visited he had 70 improved Rainbow chickens, 15 cocks and 55 hens, and 135 chicks of six weeks, housed at night in an iron-sheet house with a fenced compound where they roam by day. His lesson matches KALRO's work in Machakos and Kiambu: birds survive and pay when they are vaccinated, housed and fed.

11. Final Thoughts

Chickens pay when they live long enough to lay. Put these basics in place:

✓ A dry, airy house with 0.3 to 0.4 m² per bird, perches and nests, locked at night.
✓ The right feed for each stage and clean water all day.
✓ A written vaccination calendar from your vet, starting with the hatchery's certificate.
✓ Newcastle (kideri) vaccine repeated on time, and Gumboro vaccines before the danger weeks.
✓ Eggs collected often and stored cool, dry and away from smells.
✓ Many sick or dead birds reported to the vet at once.

Pro tip: Agree with your neighbours to vaccinate against Newcastle disease on the same day. Village birds mix, and one unvaccinated flock can keep the disease going in the whole village.`,
  images: [],
  sources: [
    {
      title: 'Indigenous chicken technologies: KARI improved chicken, housing, feed formulations and disease control',
      publisher: 'KALRO (technologies, innovations and management practices)',
      url: 'https://kalrotimps.com/timps/24',
      kind: 'government',
      figures: [
        'Indigenous (kienyeji) chickens make up about 70% of the chickens in Kenya',
        'it kills 80 to 100% of birds in flocks that are not vaccinated',
        'candling (holding the egg against a light) at 7 and 18 days',
      ],
    },
    {
      title: 'Local poultry (kuku kienyeji): good agricultural practices',
      publisher: 'KALRO',
      url: 'https://kalrogaps.info/index.php/gaps-by-value-chain/local-poultry',
      kind: 'government',
      figures: [
        'could raise chick survival by at least 30%, and better feeding, housing and disease control together could lift survival to 80%',
        'a village hen lays 8 to 15 eggs per clutch, depending on feed, sits on them and hatches about 80%, and manages 2 to 3 clutches a year',
      ],
    },
    {
      title:
        'Enhancing household food and income security through improved indigenous poultry production: an evidence from Kenya',
      publisher: 'Journal of the Korean Society of International Agriculture',
      url: 'https://doi.org/10.12719/KSIA.2021.33.2.170',
      kind: 'journal',
      figures: [
        "farmers' use of the improved birds rose from 2% in 2008 to 59% in 2016, and 39% of the farmers in the Kiambu village took them up",
      ],
    },
    {
      title: 'Farm structures in tropical climates: poultry housing',
      publisher: 'FAO',
      url: 'https://www.fao.org/4/s1250e/S1250E15.htm',
      kind: 'publisher',
      figures: [
        'a small, simple house of 0.3 to 0.4 m² per bird',
        'So 100 birds need a house of about 30 to 40 m²',
        'at least 10 to 15 m² per hen',
        'a free range of 40 to 80 m² per hen',
        'A movable fold unit needs 0.5 m² per bird',
        'A dry, airy house with 0.3 to 0.4 m² per bird',
      ],
    },
    {
      title: 'Newcastle disease: an overview (appendix to a manual on village chicken vaccination)',
      publisher: 'FAO',
      url: 'https://www.fao.org/docrep/005/ac802e/ac802e0n.htm',
      kind: 'publisher',
    },
    {
      title: 'Infectious bursal disease: introduction',
      publisher: 'ICAR e-courses (Indian Agricultural Statistics Research Institute)',
      url: 'https://ecoursesonline.iasri.res.in/mod/page/view.php?id=143089',
      kind: 'government',
      figures: ['up to 90% of Leghorn chickens have died'],
    },
    {
      title: 'Infectious bursal disease: symptoms',
      publisher: 'ICAR e-courses (Indian Agricultural Statistics Research Institute)',
      url: 'https://ecoursesonline.iasri.res.in/mod/page/view.php?id=143106',
      kind: 'government',
      figures: [
        'Gumboro strikes chickens mainly around 3 to 4 weeks of age',
        'The disease no longer occurs after 15 to 16 weeks of age',
      ],
    },
    {
      title: 'Contributing factors for successful vaccination campaigns against Newcastle disease',
      publisher: 'Livestock Research for Rural Development',
      url: 'https://lrrd.org/lrrd25/6/bagn25095.htm',
      kind: 'journal',
      figures: ['village programmes that control the disease well run 3 timely vaccination campaigns a year'],
    },
    {
      title:
        'Comparison of economic impact of alternative constraint control measures in indigenous chicken production in Nyanza Province, Kenya',
      publisher: 'Livestock Research for Rural Development',
      url: 'https://lrrd.org/lrrd25/2/olwa25024.htm',
      kind: 'journal',
    },
    {
      title: 'The A to Z of vaccination from day to month olds',
      publisher: 'The Standard (FarmKenya)',
      url: 'https://www.standardmedia.co.ke/farmkenya/livestock/article/2001457383/the-a-to-z-of-vaccination-from-day-to-month-olds',
      kind: 'news',
    },
    {
      title: 'Animal Diseases Act (Cap. 364), section 2: notifiable diseases',
      publisher: 'Kenya Law (National Council for Law Reporting)',
      url: 'https://kenyalaw.org/akn/ke/act/1965/4/eng@2022-12-31',
      kind: 'government',
    },
    {
      title: 'Storing eggs (animal production module)',
      publisher: 'The Open University (OpenLearn Create)',
      url: 'https://www.open.edu/openlearncreate/mod/oucontent/view.php?id=198&section=1.7.3',
      kind: 'publisher',
    },
    {
      title: 'Vaccines boost backyard poultry rearing in western Kenya',
      publisher: 'GALVmed',
      url: 'https://www.galvmed.org/2016/07/',
      kind: 'publisher',
      figures: [
        'hatched them up to 94',
        'In 2015 he lost 60 birds to disease',
        'spending about KSh 5,000 on vaccines for four months of protection',
        'he had 70 improved Rainbow chickens, 15 cocks and 55 hens, and 135 chicks of six weeks',
      ],
    },
  ],
  updatedOn: '2026-11-27',
  reviewedOn: '2026-11-27',
  atAGlance: [
    { label: 'House space', value: '0.3 to 0.4 m² per bird: 30 to 40 m² for 100 birds' },
    { label: 'Run', value: 'At least 10 to 15 m² per hen' },
    { label: 'Newcastle (kideri) in unvaccinated flocks', value: '80 to 100% of birds die' },
    { label: 'I-2 Newcastle vaccine', value: 'One eye drop, any age; about 3 campaigns a year' },
    { label: 'Gumboro danger window', value: 'Chickens around 3 to 4 weeks old' },
    { label: 'Village hen', value: '8 to 15 eggs a clutch, 2 to 3 clutches a year' },
    { label: 'Hatching eggs', value: 'Candle at 7 and 18 days' },
  ],
}
