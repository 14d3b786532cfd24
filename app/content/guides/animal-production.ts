import type { TopicGuideInput } from '../schema'

export const guide: TopicGuideInput = {
  slug: 'animal-production',
  title: 'Animal Production',
  description:
    'Keep healthier cows, goats, chickens and pigs: housing, feeding, clean water, vaccination and simple records.',
  summary:
    'Practical livestock advice for Kenyan smallholders: build dry, airy housing, feed Napier grass and supplements well, give plenty of clean water, protect animals from East Coast fever, foot-and-mouth, lumpy skin, Newcastle and African swine fever, and keep simple records.',
  body: `Livestock are the bank account of many Kenyan farm families. A dairy cow pays out milk money every day, a few hens bring in eggs and cash for school needs, and goats or pigs can be sold when a big expense comes. Animals also give manure that feeds the crops.

But animals only pay when they are well housed, well fed and protected from disease. One outbreak can wipe out years of savings. This guide covers the basics for the most common animals on Kenyan smallholdings, with steps you can start on this week.

1. What is Animal Production?

Animal production means raising animals for milk, meat, eggs, honey, fish, manure and income. It covers choosing the right breed, building housing, feeding, providing water, breeding, keeping animals healthy, keeping records and selling products. Like crop farming, it works best when you treat it as a business and not just a habit.

2. Benefits of Keeping Animals Well

- **Steady income:** milk and eggs bring in money every day or week, not just once a season.
- **Manure for crops:** cow, goat and chicken manure improves soil and cuts the fertiliser bill.
- **Savings and security:** animals can be sold when school fees or medical bills come due.
- **Better nutrition:** milk, eggs and meat give the family protein and minerals.
- **Fewer losses:** vaccinated, well-fed animals fall sick less, which saves on treatment and lost production.

3. Key Animals for Kenyan Smallholders

**Dairy cattle** such as Friesian and Ayrshire cows and their crosses give the most milk, but exotic breeds are more at risk from tick-borne East Coast fever and from lumpy skin disease, so they need the best care.

**Dairy goats** need less land and feed than cows. Common dairy breeds include Saanen, Toggenburg, Alpine and Anglo-Nubian. A Saanen can give an average of 3 to 5 litres of milk a day, depending on how well she is fed and managed. Goat milk often fetches a better price than cow milk.

**Chickens**, both indigenous (kienyeji) and improved kienyeji, are kept by most rural households. Newcastle disease is their biggest killer.

**Pigs** grow fast and give many piglets per litter. Small-scale farmers make up about 70% of pig producers in Kenya, according to KALRO. The greatest threat is African swine fever.

**Bees and fish** fit well on small farms. Beekeeping needs very little space, does not need good soil, and the bees pollinate your crops, which can lift yields. Fish ponds can turn a wet corner of the farm into income, but ask your county fisheries officer for advice on siting and stocking before you dig.

4. Key Practices: Housing, Feeding and Water

**Housing.** Every animal house should be dry, clean, well drained, airy but free of strong draughts, and secure from thieves and predators.

- **Cows:** give a dry, firm standing and resting area, shade, a feed trough and a water trough. Remove dung daily.
- **Dairy goats:** a good dairy goat house has a slatted floor raised about 1 m off the ground so droppings fall through, with slats 70 to 100 mm wide and gaps of 10 to 25 mm. Close the sides enough to stop wind, which causes pneumonia, but leave air moving. Allow about 0.3 square metres per kid, 1.5 for a doe, 1.9 for a pregnant doe and 2.8 for a buck, and build the house at least 50 m from your home to keep smells away.
- **Chickens:** in a University of Nairobi study of farms in Kakamega and Machakos, confined and separate housing and checking birds before they joined the flock were linked with fewer Newcastle outbreaks.
- **Pigs:** Kenya's pig regulations require pigs to be kept confined on paved floors. Free-roaming pigs pick up African swine fever and the pork tapeworm, which can also infect people.

**Feeding.** Cows need energy, protein, fibre, minerals and vitamins in the right balance.

- **Napier grass:** the usual advice is to cut it at 60 to 100 cm, about six to ten weeks of regrowth. KALRO trials at Mtwapa found Napier cut at 1 m was more digestible and gave more milk than Napier cut at 1.5 m. Chop it before feeding to reduce waste.
- **Protein supplements:** in the same trials, crossbred cows fed as much Napier as they wanted plus 8 kg of fresh Leucaena forage a day could keep their body condition and give about 10 kg of milk daily. Calliandra, Desmodium, Lucerne and sweet potato vines are other protein fodders. In on-farm trials on the slopes of Mt Kenya, 3 kg of fresh calliandra gave as much extra milk as 1 kg of dairy meal, and an average small farm could grow enough calliandra along its boundaries and terraces to supplement two dairy cows.
- **Hay and silage:** conserve grass in the rains so you have feed in the dry months.
- **Dairy meal:** use it as a top-up for high-yielding cows, matched to how much milk each cow gives. Your extension officer can help you work out amounts.
- **Mineral licks:** keep a mineral lick or mineral mix available all the time, especially for milking and in-calf cows.

**Water.** Water is the nutrient farmers most often forget, and a cow needs more of it the more milk she gives. The UK's dairy levy board, AHDB, advises that a high-yielding cow can need up to 5 litres of water for every litre of milk she produces. By its table, a cow giving 20 litres of milk a day drinks about 50 litres of water in cool weather on fresh, leafy feed, and up to 85 litres in hot weather on a dry ration such as hay and concentrates. Give clean water at all times, not once a day, and avoid dirty shared streams.

Tip: Put a water trough where every animal can reach it and clean it weekly. Cows drink most just after milking, so make sure the trough is full then.

5. Steps to Protect Your Animals from Disease

**East Coast fever (ECF)** is spread by the brown ear tick, which likes to attach around the ears and under the tail. The first sign is swelling of the lymph nodes below the ear, followed by high fever, loss of appetite, falling milk, fast and laboured breathing and coughing. Untreated, it kills many animals, especially calves and exotic cattle that have never met the disease.

- **Step 1 – Control ticks:** spray or dip on the schedule your vet recommends, and check ears and tails often.
- **Step 2 – Vaccinate with ITM:** the Infection and Treatment Method gives the animal live ECF parasites and, at the same time, a long-acting oxytetracycline treatment. With normal exposure to ticks afterwards, the immunity usually lasts for life. Only trained, licensed vaccinators should give it. GALVmed reports that more than 1.1 million ITM vaccinations were given between April 2012 and March 2016.
- **Step 3 – Treat early:** call a vet as soon as you see swollen glands. Burning the swollen glands with hot metal does not cure ECF and only causes pain. Never reuse needles between animals, because that can also spread the disease.

**Foot-and-mouth disease (FMD) and lumpy skin disease (LSD)** spread fast between herds. Vaccinate against both on the schedule your county veterinary office gives: how often depends on the vaccine and on the disease in your area. A study of Nakuru farms found LSD outbreaks were much more likely in herds of exotic breeds and in herds that brought in animals from outside. Keep newly bought animals apart and watch them before mixing them with your herd.

**Newcastle disease** causes nervous signs, diarrhoea and sudden deaths in chickens, and it can kill most of the birds in a flock that has not been vaccinated. It spreads through sick birds bought at markets, neighbours' birds, visitors, dogs and wild birds.

- **When to vaccinate:** for village (kienyeji) chickens in Kenya, use the I-2 vaccine every 3 months. I-2 was adopted for Kenya by KARI (now KALRO) and the Kenya Veterinary Vaccines Production Institute (KEVEVAPI) because it stands heat better than other vaccines. Vaccinate the whole flock, chicks included, and give the first round well before the season when outbreaks usually come in your area. In a trial with 537 households in western Kenya, flocks vaccinated with I-2 every 3 months grew larger than unvaccinated ones. Keep to the 3-month interval and do not stretch it.
- **How:** the I-2 vaccine is given as one drop in the eye. Keep it cool and out of the sun, as the label says, vaccinate in the evening when birds are easy to catch, and vaccinate only healthy birds. An agro-vet or your area vet can show you the first time.

**African swine fever** has no vaccine and no treatment. Prevent it by keeping pigs confined, keeping visitors and other pigs away, practising strict hygiene and buying pigs only from herds known to be free of the disease. Report sudden pig deaths to the vet at once.

**Diseases you must report.** Section 2 of Kenya's Animal Diseases Act (Cap. 364) lists the notifiable diseases. Among them are foot-and-mouth disease, lumpy skin disease, swine fever, fowl pest (Newcastle disease), anthrax, rabies, tuberculosis and East Coast fever, and the Cabinet Secretary can add others by notice. If you suspect one, report it at once to your county veterinary office or area vet, or to your chief, who will pass it on. Reporting is the law, and it is also how the vets stop an outbreak before it reaches your neighbours' animals and your own: they can vaccinate around the farm, control animal movements and close markets.

- **Sudden deaths:** several animals dying fast, blisters in the mouth and on the feet, lumps all over the skin, or many chickens dying in a few days are all reasons to call the vet that same day, not to wait.

**Diseases that also infect people.** Anthrax, rabies, brucellosis and bovine tuberculosis pass from animals to people. Brucellosis is not on the list in section 2 of the Act, but it is still dangerous: boil milk before drinking it, because raw milk can carry brucellosis and tuberculosis.

- **An animal that died suddenly:** never open, skin or eat it, especially if blood oozes from its nose or anus: that can be anthrax. Call the vet.
- **A bite or a scratch:** if a dog or any animal that may have rabies bites you, scratches you or licks a wound, wash the wound at once with soap and plenty of running water for at least 15 minutes. Then go straight to a health facility for rabies injections, the same day, even for a small scratch, and tell the vet about the animal.

Remember: Treat animal medicines and acaricides with the same care as crop pesticides. Read the label, wear gloves and protective clothing, keep them away from children and food, and respect the withdrawal period before you sell or use milk, eggs or meat from treated animals. Your vet or agro-vet can explain the label.

6. Challenges and How to Handle Them

- **Expensive feed:** grow your own Napier and protein fodder, and conserve hay or silage in the rains.
- **Dry-season shortages:** plan ahead by storing hay and crop residues, and reduce the herd before the dry months if you cannot feed all animals well.
- **Disease:** vaccinate on schedule, control ticks, isolate new animals and call the vet early.
- **Poor breeding:** use good bulls or artificial insemination (AI) from registered providers, and record heat and service dates.
- **No records:** many keepers get money from selling animals but never know if they made a profit, because they never wrote down what they spent.

Keep a simple notebook for each animal or group of animals. Record:

✓ Births, heat dates, services or AI, and expected calving or kidding dates.
✓ Milk per cow per day, and eggs collected per day.
✓ Every vaccination, deworming and treatment, with withdrawal dates.
✓ Feed bought, fodder harvested and the cost of each.
✓ Sales of milk, eggs and animals, with dates and prices.

Did You Know? Records make it easy to spot a cow whose milk is dropping or a hen that has stopped laying, so you can act before the loss grows.

7. Real-World Example: A Kericho Dairy Farmer

**Geoffrey Laboso Ngetich, Kericho County.** Before 2013 this dairy farmer lost calves to East Coast fever every year. After he began vaccinating his cattle with ITM, he did not lose a single animal, according to GALVmed. He keeps Ayrshire and Friesian cows under semi-zero grazing, moves them between divided paddocks, and also vaccinates against foot-and-mouth disease.

He did not need expensive machines: vaccination and careful grazing made the difference.

8. Final Thoughts

Healthy, well-fed animals are profitable animals. Start with the basics and build up:

✓ Dry, clean, draught-free housing for every animal.
✓ Good fodder, mineral licks and clean water at all times.
✓ Tick control and ECF vaccination for cattle, and FMD and LSD vaccination on your county's schedule.
✓ I-2 Newcastle vaccination every 3 months for chickens, and strict confinement and hygiene for pigs.
✓ Report notifiable diseases and sudden deaths to the county veterinary office at once.
✓ Simple records of production, health and money.

Pro tip: Build a good relationship with your county veterinary officer and a licensed animal health service provider. A quick phone call at the first sign of sickness can save an animal worth many months of income.`,
  images: [
    {
      src: 'https://images.unsplash.com/photo-1500595046743-cd271d694d30?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Farm animals on a grassy farm in the countryside',
      width: 800,
      height: 533,
    },
    {
      src: 'https://images.unsplash.com/photo-1548550023-2bdb3c5beed7?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Animals being raised on a smallholder farm',
      width: 800,
      height: 533,
    },
    {
      src: 'https://images.unsplash.com/photo-1516467508483-a7212febe31a?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Livestock kept on a farm in the countryside',
      width: 800,
      height: 533,
    },
  ],
  sources: [
    {
      title: 'Groundbreaking progress in eradicating ECF in livestock',
      publisher: 'The Standard',
      url: 'https://www.standardmedia.co.ke/farmkenya/livestock/article/2001468205/groundbreaking-progress-in-eradicating-ecf-in-livestock',
      kind: 'news',
    },
    {
      title:
        'The Effect of Immunisation against East Coast Fever and Relaxed Tick Control on the Incidence of Tick-Borne Diseases in Nakuru District, Kenya',
      publisher: 'KALRO Repository (KARI/DFID Tick-Borne Diseases Project)',
      url: 'https://kalrorepository.kalro.org/items/5e9caf06-6e40-4abe-bd91-d713a3aefab4',
      kind: 'government',
    },
    {
      title: 'ECF vaccination: Kericho dairy farmer Geoffrey Laboso (ECF-ITM farmer story)',
      publisher: 'GALVmed',
      url: 'https://www.galvmed.org/3104/',
      kind: 'publisher',
      figures: ['more than 1.1 million ITM vaccinations were given between April 2012 and March 2016'],
    },
    {
      title: 'County steps up fight against ECF as Uasin Gishu hosts training to curb acaricide resistance',
      publisher: 'County Government of Uasin Gishu',
      url: 'https://uasingishu.go.ke/index.php/county-steps-up-fight-against-ecf-as-uasin-gishu-hosts-training-to-curb-acaricide-resistance',
      kind: 'government',
    },
    {
      title:
        'Risk Factors for Outbreaks of Lumpy Skin Disease and the Economic Impact in Cattle Farms of Nakuru County, Kenya',
      publisher: 'Frontiers in Veterinary Science (University of Nairobi, Pirbright Institute)',
      url: 'https://doi.org/10.3389/fvets.2020.00259',
      kind: 'journal',
    },
    {
      title: 'Indigenous poultry keeping a growing business in rural western Kenya (I-2 Newcastle vaccine)',
      publisher: 'GALVmed',
      url: 'https://www.galvmed.org/indigenous-poultry-keeping-growing-business-rural-western-kenya/',
      kind: 'publisher',
    },
    {
      title: 'Animal Diseases Act (Cap. 364), section 2: notifiable diseases',
      publisher: 'Kenya Law (National Council for Law Reporting)',
      url: 'https://kenyalaw.org/akn/ke/act/1965/4/eng@2022-12-31',
      kind: 'government',
      figures: ["Section 2 of Kenya's Animal Diseases Act (Cap. 364)", 'not on the list in section 2 of the Act'],
    },
    {
      title: 'Rabies: post-exposure prophylaxis (first aid for bites and scratches)',
      publisher: 'World Health Organization',
      url: 'https://www.who.int/rabies/home_treatment/en/',
      kind: 'publisher',
      figures: ['for at least 15 minutes'],
    },
    {
      title:
        'Impact of routine Newcastle disease vaccination on chicken flock size in smallholder farms in western Kenya',
      publisher: 'PLOS ONE (University of Nairobi, Washington State University)',
      url: 'https://doi.org/10.1371/journal.pone.0248596',
      kind: 'journal',
      figures: [
        'In a trial with 537 households in western Kenya, flocks vaccinated with I-2 every 3 months',
        'Keep to the 3-month interval',
        'use the I-2 vaccine every 3 months',
        'I-2 Newcastle vaccination every 3 months',
      ],
    },
    {
      title:
        'The contribution of extensive chicken production systems and practices to Newcastle disease outbreaks in Kenya',
      publisher: 'University of Nairobi, Department of Agricultural Economics',
      url: 'https://agrieconomics.uonbi.ac.ke/node/284',
      kind: 'publisher',
    },
    {
      title: 'Use of napier grass to improve smallholder milk production in Kenya',
      publisher: 'Wageningen University',
      url: 'https://library.wur.nl/WebQuery/wurpubs/65640',
      kind: 'publisher',
      figures: ['cut it at 60 to 100 cm'],
    },
    {
      title: 'Milk Production From Napier Grass (Pennisetum purpureum) in Coastal Lowland Kenya',
      publisher: 'KALRO Repository',
      url: 'https://kalrorepository.kalro.org/items/0173f65d-3f4a-4d1b-8565-c2a58ed4db12',
      kind: 'government',
      figures: [
        'Napier cut at 1 m was more digestible and gave more milk than Napier cut at 1.5 m',
        'plus 8 kg of fresh Leucaena forage a day could keep their body condition and give about 10 kg of milk daily',
      ],
    },
    {
      title: 'Water provision (dairy housing)',
      publisher: 'AHDB Dairy (Agriculture and Horticulture Development Board, UK)',
      url: 'https://dairy.ahdb.org.uk/technical-information/buildings/housing/water-provision/',
      kind: 'government',
      figures: [
        'can need up to 5 litres of water for every litre of milk she produces. By its table, a cow giving 20 litres of milk a day drinks about 50 litres of water in cool weather on fresh, leafy feed, and up to 85 litres',
      ],
    },
    {
      title: 'Appropriate Housing Solutions for Dairy Goats',
      publisher: 'The Organic Farmer (Biovision Africa Trust)',
      url: 'https://theorganicfarmer.org/dairy-goat',
      kind: 'publisher',
      figures: [
        'raised about 1 m off the ground so droppings fall through, with slats 70 to 100 mm wide and gaps of 10 to 25 mm',
        'Allow about 0.3 square metres per kid, 1.5 for a doe, 1.9 for a pregnant doe and 2.8 for a buck, and build the house at least 50 m from your home',
      ],
    },
    {
      title: 'Dairy goat breeds',
      publisher: 'The Organic Farmer (Biovision Africa Trust)',
      url: 'https://theorganicfarmer.org/dairy-goat-breeds',
      kind: 'publisher',
      figures: ['A Saanen can give an average of 3 to 5 litres of milk a day'],
    },
    {
      title: 'Calliandra calothyrsus as a supplement for milk production in the Kenya highlands',
      publisher: 'Tropical Animal Health and Production (Springer)',
      url: 'https://doi.org/10.1023/A:1005119808090',
      kind: 'journal',
      figures: ['3 kg of fresh calliandra gave as much extra milk as 1 kg of dairy meal'],
    },
    {
      title: 'Dairy goat rearing for health and wealth',
      publisher: 'The Organic Farmer (Biovision Africa Trust)',
      url: 'https://theorganicfarmer.org/dairy-goat-rearing-for-health-and-wealth-2/',
      kind: 'publisher',
    },
    {
      title: 'Piggery (Pig farming): Good Agricultural Practices',
      publisher: 'KALRO',
      url: 'https://kalrogaps.info/index.php/gaps-by-value-chain/piggery',
      kind: 'government',
      figures: ['Small-scale farmers make up about 70% of pig producers in Kenya, according to KALRO'],
    },
    {
      title: 'How to protect pigs from deadly diseases',
      publisher: 'Nation (Seeds of Gold)',
      url: 'https://nation.africa/kenya/business/seeds-of-gold/how-to-protect-pigs-from-deadly-diseases-4281648',
      kind: 'news',
    },
  ],
  updatedOn: '2026-11-27',
  reviewedOn: '2026-11-27',
  atAGlance: [
    { label: 'Newcastle (I-2 vaccine, village chickens)', value: 'Every 3 months, one drop in the eye' },
    {
      label: 'Water for a milking cow',
      value: 'Up to 5 litres for each litre of milk: about 50 to 85 litres a day at 20 litres of milk',
    },
    { label: 'Calliandra', value: '3 kg fresh = 1 kg of dairy meal in milk' },
    { label: 'Napier grass', value: 'Cut at 60 to 100 cm (six to ten weeks of regrowth)' },
    { label: 'Saanen goat milk', value: '3 to 5 litres a day on average' },
    { label: 'East Coast fever vaccine (ITM)', value: 'Once, by a licensed vaccinator; immunity usually for life' },
    { label: 'Report at once', value: 'Foot-and-mouth, lumpy skin, swine fever, Newcastle, anthrax, rabies' },
  ],
}
