import type { TopicGuideInput } from '../schema'

export const guide: TopicGuideInput = {
  slug: 'farm-chemical-safety',
  title: 'Farm Chemicals and Animal Medicines Used Safely',
  description:
    'Pesticides and animal medicines without harm: the label, PCPB and VMD registration, protective gear, waiting periods, poisoning first aid.',
  summary:
    'Pesticides, acaricides and animal medicines protect crops and animals, but the same chemicals can poison people, animals, bees and water. This guide explains how to read the label, check PCPB and VMD registration, dress for spraying, respect re-entry, pre-harvest and withdrawal periods, give first aid and call the Poison Information Centre, and what never to do.',
  body: `Every farm chemical is a poison chosen to kill something: an insect, a weed, a fungus, a tick or a germ. Used as its label says, it protects the harvest and the herd. Used carelessly, it can poison the person spraying, a child who finds the bottle, the cows that graze the sprayed field, the bees that pollinate the crop, the fish in the river and the family that eats the vegetables or drinks the milk.

This guide is for anyone who buys, mixes, sprays or gives farm chemicals and animal medicines. It does not give doses or rates: those are on the product's label and come from your agro-vet, agronomist or veterinarian, who know the product and your crop or animal. It tells you how to stay safe, what to ask, and what to do when something goes wrong.

1. What is Safe Use of Farm Chemicals and Animal Medicines?

Safe use means choosing a registered product for the right job, reading and following its label, protecting yourself and others while you handle it, waiting the required time before people, animals or harvests touch what you treated, storing it locked away, and disposing of leftovers and containers without harming anyone. For animal medicines it also means treating only with a vet's advice and keeping milk, meat and eggs from treated animals out of the food chain until the withdrawal period is over.

2. Benefits of Using Them Safely

- **Your health:** no headaches, vomiting or worse after a day of spraying.
- **Your family's safety:** children cannot reach what is locked away.
- **Food that sells:** produce, milk and eggs without residues pass buyers' tests.
- **Healthy animals, bees and water:** the pollinators and the stream stay alive.
- **Products that keep working:** correct use slows down resistance in pests and germs.

3. Key Rules for Spraying Pesticides: the Label, Protective Gear and Waiting Times

**Buy only registered products.** The Pest Control Products Board (PCPB), set up under the Pest Control Products Act, Cap 346, regulates every pesticide sold in Kenya. A registered product carries a registration number that begins with PCPB (CR) followed by four digits, and a label in both English and Kiswahili with a Kenyan address for the company. Buy crop pesticides only from licensed agro-vets; hawkers are not licensed to sell them, and supermarkets may sell only household products.

**Read the whole label before you open the container.** PCPB must approve every label, and no product may be used in Kenya without one. The label tells you the crops and pests it is registered for, the rate, the protective gear, the first aid, how to store it and how to dispose of it. The colour band at the bottom shows how toxic it is: red is the most toxic, then yellow, then blue, and green is the least. Pictograms show how to store it and what to wear. Use a product only for the crop and purpose its label allows; PCPB notes that some products are not allowed on fruits and vegetables at all.

**Dress for the job.** PCPB advises farmers to wear gloves, an overall, goggles, a face mask and gumboots when spraying, and to follow the label. Never eat, drink or smoke while handling pesticides, keep clean water and soap nearby, and wash yourself and your work clothes apart from the family's washing when you finish.

**Respect the waiting times on the label.**

- **Re-entry interval:** how long people must stay out of a sprayed field. Stay out at least until the spray has dried, and longer if the label says so.
- **Pre-harvest interval:** the number of days between the last spray and the harvest, or before animals may graze the field, for example on sukuma wiki (kale), cabbages or other vegetables. Never harvest or sell produce before it ends, even if a buyer is waiting.

Remember: If the label does not mention your crop, do not use the product on it. Ask your agro-vet or extension officer for a registered product that does.

4. Key Rules for Animal Medicines: Withdrawal of Milk, Meat and Eggs

**Registered medicines, licensed sellers.** The Veterinary Medicines Directorate (VMD), set up under the Veterinary Surgeons and Veterinary Para-Professionals Act, Cap 366, oversees the manufacture, import, registration, distribution, prescription and dispensing of veterinary medicines in Kenya, work that the Pharmacy and Poisons Board and PCPB used to share. VMD has licensed hundreds of outlets and warns that drugs not authorised in Kenya must not be sold, and that only licensed personnel may handle veterinary medicines. Buy animal medicines only from licensed outlets and keep the receipt and the box with its label.

**Treat with the vet.** FAO and the International Dairy Federation advise using veterinary drugs only as a veterinarian prescribes or as the label says. Let a vet or animal health worker choose the drug and the dose, and keep a record of every treatment.

**The withdrawal period.** After a treatment, medicine stays in the animal's body for a time. The withdrawal period is how long after treatment the animal, or its milk, meat or eggs, may not be used as food. Each medicine's label gives its own withdrawal period; never guess it from another product.

- **Milk:** after an antibiotic injection or any other treatment, do not sell the cow's milk, or take it to the cooperative, until the withdrawal period has passed. Do not give it to children either.
- **Meat:** do not slaughter or sell a treated animal before its meat withdrawal period ends.
- **Eggs:** do not sell or eat eggs from hens on medicine until their withdrawal period ends.
- **Record the end date:** write the date the withdrawal ends on the calendar for each animal, so no one milks into the can by mistake.

Note: Acaricides for ticks are pesticides too. Wear gloves and protective clothing when dipping or spraying animals, and follow the label for the animals and the waiting times.

5. Steps When Someone Is Poisoned

Pesticide poisoning can follow swallowing, breathing in spray, or a splash on the skin or in the eyes. WHO lists its signs as headaches, stomach pains, vomiting, skin rashes, breathing problems, eye irritation, sneezing, and in severe cases fits and coma; Colorado State University Extension adds nausea, dizziness and sweating. Children are often poisoned by chemicals left within reach or poured into drink bottles.

- **Step 1 – Protect yourself:** do not get the chemical on yourself while helping.
- **Step 2 – Stop the exposure:** move the person away from the spray, fumes or spill into fresh air.
- **Step 3 – Wash it off:** remove contaminated clothing and wash the skin and hair thoroughly with plenty of water and soap.
- **Step 4 – Eyes:** hold the eyelids open and rinse gently with clean running water for 15 minutes or more.
- **Step 5 – Swallowed:** do not make the person vomit unless the label tells you to.
- **Step 6 – Get help at once:** call the Poison Information Centre at Kenyatta National Hospital on the toll-free lines 0800 720 021 or 0800 730 030, and take the person to the nearest health facility.
- **Step 7 – Take the label:** bring the container or the label, but not an open, leaking container, so the health workers know what the poison is.

Keep the person calm and warm on the way. Symptoms can come later, so treat any worker who feels unwell during or after spraying, with vomiting, a headache or heavy sweating, as possibly poisoned, and get help.

Remember: The Poison Information Centre, run at Kenyatta National Hospital since 2005 in partnership with the pesticide industry association aak-GROW, gives expert advice on pesticides, household chemicals, medicines and other poisons.

6. Key Rules for Bees, Water, Sprayers and Empty Containers

**Bees.** Bees pollinate many crops and are killed by many insecticides. Do not spray fields in flower, check field edges for flowering weeds that bees visit, read the label's warnings about bees, and spray when bees are not foraging, late in the evening or early in the morning. Choose products that break down quickly where you have a choice, avoid drift, and warn neighbours who keep bees.

**Water.** Keep spray and run-off out of streams, rivers, irrigation canals, ponds and wells. Never fill a sprayer directly from a river, and never wash a sprayer, a container or your protective clothes in a river or near a well. Rinse the sprayer in the field you sprayed and spray the rinse water onto that field as the label allows.

**Empty containers.** An empty container still holds poison. Triple-rinse each empty container with clean water straight after use, pour the rinse water into the sprayer tank, and never reuse it for water, milk, food or fuel. FAO warns that reusing pesticide containers at home is a major health risk and that accidents involving children are common and often fatal. Do not burn containers, because the smoke is poisonous to breathe, and do not leave them lying in the field where rain washes the remains into water. Return triple-rinsed containers to a collection point: the industry association AAK runs one with PCPB, where farmers return empty containers through agro-vets and farmer cooperatives.

**Storage.** Keep pesticides and animal medicines in their original containers, locked away from children, food and animal feed.

7. Key Facts on Banned and Restricted Products

Some pesticides are banned in Kenya, and others may be used only in certain ways. In June 2025 the Ministry of Agriculture and Livestock Development announced the results of PCPB's review of several hundred pesticide products: dozens were withdrawn from the market and many more were restricted to certain uses or crops. Reported examples of the restrictions include abamectin no longer used in open fields, chlorpyrifos allowed only against termites, and iprodione not allowed on food crops. A further group of products was put under review, with their use and import prohibited until a decision that was expected by December 2025. Older bans that farmers still ask about cover chemicals such as DDT, aldrin, dieldrin, endosulfan, lindane and parathion.

- **Never buy or use a banned product,** even if someone still sells it.
- **Use a restricted product only as its current label allows.**
- **Ask before you buy:** PCPB publishes the products under review; ask your agro-vet or PCPB for the current status of a product.
- **Report illegal products** to PCPB or the police.

8. Key Rules for Sick Animals, Carcasses and Notifiable Diseases

Kenya's Animal Diseases Act, Cap 364, lists notifiable diseases that must be reported, among them anthrax, rabies, foot-and-mouth disease, East Coast fever, contagious bovine pleuropneumonia, tuberculosis, lumpy skin disease, swine fever, fowl pest, heartwater, trypanosomiasis and sheep-pox, and any other disease the Cabinet Secretary declares by notice. If you suspect one, or several animals fall sick or die suddenly, report it at once to your veterinary officer or chief.

- **Never open, skin or eat an animal that died suddenly.** WHO advises that a carcass that may have died of anthrax must not be opened, because contact with air lets the germ form spores. The vet will arrange safe disposal; WHO names burning as the best method.
- **Never sell a sick animal, or its milk, meat or eggs.** FAO advises that sick animals should not be transported to market, and that any killing on the farm should be done by a trained person or a vet.
- **Keep children and dogs away** from carcasses, and wash well after touching a sick animal.

9. Key Dangers to Livestock: Urea, Nitrate and Treated Seed

**Urea and other fertiliser.** Cattle, sheep and goats that eat urea or drink water with fertiliser in it can be poisoned quickly. The Merck Veterinary Manual describes urea poisoning as sudden and often rapidly fatal, with muscle tremors, belly pain, staggering, difficult breathing and collapse. Store fertiliser bags closed and out of animals' reach, never leave spilled fertiliser where animals graze, and call the vet at once if an animal has eaten fertiliser. Feed urea to animals only in a ration a nutrition adviser has made up.

**Nitrate.** Nitrate poisoning comes from fertiliser eaten by accident, from water in ponds or shallow wells that collect fertiliser run-off or in tanks that held liquid fertiliser, and from hungry animals gorging on plants full of nitrate. Signs usually come suddenly: weakness, trembling, staggering, difficult breathing and brown or bluish gums. Call the vet at once.

**Treated seed.** Seed dressed with fungicide or insecticide must never enter food or feed. Never feed leftover treated seed to animals or poultry, never wash and eat it, cover spills so birds cannot eat them, and do not burn it in the home.

10. Key Warning on Harmful Traditional Treatments

Traditional remedies are part of livestock keeping, and Kenya's veterinary medicines law covers them as "alternative medicine". But some treatments do harm:

- **Burning or cutting swellings,** for example the swollen glands of East Coast fever or the lumps of lumpy skin disease, causes pain and open wounds and delays the treatment that works.
- **Crop pesticides on animals:** a product registered for crops must not be poured on animals or given to them.
- **Human medicines or unknown mixtures** can poison animals and leave residues in milk and meat.
- **Waiting too long:** many of the diseases above can be treated or prevented if the vet comes early.

Call your vet or animal health worker before you try any remedy on a sick animal.

11. Challenges and How to Handle Them

- **Protective gear is hot and costly:** spray in the cool hours, and share gear in a farmer group; never spray bare-handed.
- **Fake products:** check the PCPB (CR) or VMD registration and buy from licensed shops only.
- **A buyer who wants produce before the waiting period ends:** the pre-harvest interval and withdrawal period protect your buyers and your name. Plan sprays and treatments around your selling days.
- **Nowhere to return containers:** triple-rinse them, keep them locked away, and ask your agro-vet or county agriculture office for the nearest collection point.

12. Real-World Lessons from Kenya

The Poison Information Centre at Kenyatta National Hospital, relaunched in 2023 after an upgrade, exists because poisonings by pesticides and household chemicals happen in Kenyan homes every year, often to children. AAK's container programme has collected empty containers through hundreds of collection centres in counties from Makueni and Nakuru to Kirinyaga and Meru, and sent hundreds of tons for safe incineration at a licensed plant in Kajiado. And PCPB's 2025 review shows that the list of allowed products changes: a product bought last season may now be restricted or withdrawn, so checking before buying is part of safe farming.

13. Final Thoughts

Farm chemicals and animal medicines are tools, and safe use is part of using them well. Make these habits your own:

✓ Only PCPB- and VMD-registered products from licensed shops.
✓ Read the label first, and follow its rate, crop, gear and waiting times.
✓ Gloves, overall, goggles, mask and gumboots every time you spray.
✓ No milk, meat or eggs from treated animals before the withdrawal period ends.
✓ Bees, rivers and wells protected; containers triple-rinsed and returned.
✓ The Poison Information Centre numbers, 0800 720 021 and 0800 730 030, written where everyone can see them.
✓ Sudden deaths and notifiable diseases reported to the vet at once.

Pro tip: Write the Poison Information Centre's numbers on the wall of your chemical store and in every phone in the house. In an emergency, no one should have to search for them.`,
  images: [],
  sources: [
    {
      title: 'About the Pest Control Products Board',
      publisher: 'Pest Control Products Board (PCPB)',
      url: 'https://www.pcpb.go.ke/about-us/',
      kind: 'government',
      figures: ['set up under the Pest Control Products Act, Cap 346'],
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
    {
      title: 'Watchdog raises red flag over pesticides misuse',
      publisher: 'The Times (Kenya)',
      url: 'https://thetimes.co.ke/2022/06/14/watchdog-raises-red-flag-over-pesticides-misuse/',
      kind: 'news',
    },
    {
      title: 'Pesticide safety checklist',
      publisher: 'Pacific Northwest Extension (PNW Handbooks)',
      url: 'https://pnwhandbooks.org/pesticide-safety/pesticide-safety-checklist',
      kind: 'publisher',
    },
    {
      title: 'The Veterinary Surgeons and Veterinary Para-Professionals (Veterinary Medicines Directorate) Regulations',
      publisher: 'Kenya Law (National Council for Law Reporting)',
      url: 'https://kenyalaw.org/akn/ke/act/ln/2015/209/eng@2023-08-18',
      kind: 'government',
      figures: ['set up under the Veterinary Surgeons and Veterinary Para-Professionals Act, Cap 366'],
    },
    {
      title: 'Agency to regulate veterinary medicines in Kenya launched',
      publisher: 'GALVmed',
      url: 'https://www.galvmed.org/news/agency-regulate-veterinary-medicines-kenya-launched/',
      kind: 'publisher',
    },
    {
      title: 'State puts agrovets selling unauthorized drugs on notice',
      publisher: 'KBC',
      url: 'https://kbc.co.ke/state-puts-agrovets-selling-unauthorized-drugs-on-notice',
      kind: 'news',
    },
    {
      title: 'Guide to good dairy farming practice: fact sheet 1, animal health',
      publisher: 'FAO and International Dairy Federation',
      url: 'https://www.fao.org/3/Y5224E/y5224e05.htm',
      kind: 'publisher',
    },
    {
      title: 'Veterinary medicines for livestock: withdrawal periods and residues',
      publisher: 'UK Government (GOV.UK)',
      url: 'https://www.gov.uk/guidance/managing-livestock-veterinary-medicines',
      kind: 'government',
    },
    {
      title: 'Medics told to report any suspected illness due to harmful use of pesticides',
      publisher: 'The Star',
      url: 'https://www.the-star.co.ke/news/2021-07-23-medics-told-to-report-any-suspected-illness-due-to-harmful-use-of-pesticides/',
      kind: 'news',
    },
    {
      title: 'First aid for pesticide poisoning (Pesticide Applicator Core Tutorial, module 10)',
      publisher: 'Cornell University Pesticide Safety Education Program',
      url: 'https://psep.cce.cornell.edu/Tutorials/core-tutorial/module10/index.aspx',
      kind: 'publisher',
    },
    {
      title: 'Pesticides: poisoning and first aid',
      publisher: 'Colorado State University Extension (PlantTalk Colorado)',
      url: 'https://planttalk.colostate.edu/topics/insects-diseases/1428-pesticides-poisoning-first-aid/',
      kind: 'publisher',
    },
    {
      title:
        'Protecting humans from pesticide exposure: first aid for poison on the skin, in the eye, inhaled or swallowed',
      publisher: 'Cornell University (Northeast Region Certified Crop Adviser study resources)',
      url: 'https://nrcca.cals.cornell.edu/pest/CA8/CA0853.php',
      kind: 'publisher',
      figures: ['rinse gently with clean running water for 15 minutes or more'],
    },
    {
      title: 'ChemObs Africa project (with the toll-free lines of the chemicals poison centre)',
      publisher: 'National Environment Management Authority (NEMA) chemicals portal',
      url: 'https://chemicalsportal.nema.go.ke/chemobs/',
      kind: 'government',
      figures: [
        'toll-free lines 0800 720 021 or 0800 730 030',
        'The Poison Information Centre numbers, 0800 720 021 and 0800 730 030',
      ],
    },
    {
      title: 'Inside KNH’s Poison Information Centre',
      publisher: 'The Star',
      url: 'https://www.the-star.co.ke/counties/nairobi/2023-09-07-inside-knhs-poison-information-centre/',
      kind: 'news',
    },
    {
      title: 'Empty pesticide container collection progress',
      publisher: 'Agrochemicals Association of Kenya (AAK)',
      url: 'https://agrochem.co.ke/achievements/empty-pesticide-container-collection-progress/',
      kind: 'vendor',
    },
    {
      title: 'Industry moves to avert hazards posed by empty pesticide containers',
      publisher: 'Kilimo News',
      url: 'https://kilimonews.co.ke/agriculture-policy/industry-moves-to-avert-hazards-posed-by-empty-pesticide-containers',
      kind: 'news',
    },
    {
      title: 'Guidelines for the management of small quantities of unwanted and obsolete pesticides: foreword',
      publisher: 'FAO, UNEP and WHO',
      url: 'https://www.fao.org/docrep/x1531e/X1531e01.htm',
      kind: 'publisher',
    },
    {
      title: 'How can farmers, gardeners and applicators reduce risks of honey bee injury from pesticide applications?',
      publisher: 'Bee Health (Cooperative Extension)',
      url: 'https://bee-health.extension.org/how-can-farmers-gardeners-and-applicators-reduce-risks-of-honey-bee-injury-from-pesticide-applications/',
      kind: 'publisher',
    },
    {
      title: 'Govt bans 77 harmful pesticides',
      publisher: 'Capital FM',
      url: 'https://www.capitalfm.co.ke/news/2025/06/govt-bans-77-harmful-pesticides/',
      kind: 'news',
    },
    {
      title: 'Kenya withdraws 77 pesticides and restricts 202 more',
      publisher: 'FreshPlaza',
      url: 'https://www.freshplaza.com/north-america/article/9743942/kenya-withdraws-77-pesticides-and-restricts-202-more/',
      kind: 'news',
    },
    {
      title: 'Govt withdraws 77 harmful pesticides from the Kenyan market',
      publisher: 'People Daily',
      url: 'https://peopledaily.digital/business/govt-withdraws-77-harmful-pesticides-from-the-kenyan-market',
      kind: 'news',
    },
    {
      title: 'Animal Diseases Act (Cap. 364), section 2: notifiable diseases',
      publisher: 'Kenya Law (National Council for Law Reporting)',
      url: 'https://kenyalaw.org/akn/ke/act/1965/4/eng@2022-12-31',
      kind: 'government',
      figures: ["Kenya's Animal Diseases Act, Cap 364, lists notifiable diseases"],
    },
    {
      title: 'Anthrax: questions and answers',
      publisher: 'World Health Organization (Regional Office for Europe)',
      url: 'https://www.who.int/europe/news-room/questions-and-answers/item/anthrax',
      kind: 'publisher',
    },
    {
      title: 'Nonprotein nitrogen poisoning in animals (ammonia toxicosis, urea poisoning)',
      publisher: 'Merck Veterinary Manual',
      url: 'https://www.merckvetmanual.com/toxicology/nonprotein-nitrogen-poisoning/nonprotein-nitrogen-poisoning-in-animals',
      kind: 'publisher',
    },
    {
      title: 'Nitrate and nitrite poisoning',
      publisher: 'Merck Veterinary Manual',
      url: 'https://www.merckvetmanual.com/special-pet-topics/poisoning/nitrate-and-nitrite-poisoning',
      kind: 'publisher',
    },
    {
      title: 'Getting rid of that treated seed',
      publisher: 'Grainews',
      url: 'https://www.grainews.ca/features/how-to-get-rid-of-treated-seed-properly/',
      kind: 'news',
    },
  ],
  updatedOn: '2026-11-27',
  reviewedOn: '2026-11-27',
  atAGlance: [
    { label: 'Poison Information Centre (toll-free)', value: '0800 720 021 or 0800 730 030' },
    { label: 'A registered pesticide', value: 'PCPB (CR) number and a label in English and Kiswahili' },
    { label: 'Label colour band', value: 'Red most toxic, then yellow, blue; green least' },
    { label: 'Chemical in the eyes', value: 'Rinse with clean running water for 15 minutes or more' },
    { label: 'Empty containers', value: 'Triple-rinse, never reuse, return to a collection point' },
    { label: 'Withdrawal period', value: 'On the label: no milk, meat or eggs for food until it ends' },
    {
      label: 'Banned or restricted products',
      value: 'Never use a banned one; use a restricted one only as its label allows',
    },
  ],
}
