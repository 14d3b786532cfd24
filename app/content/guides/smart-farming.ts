import type { TopicGuideInput } from '../schema'

export const guide: TopicGuideInput = {
  slug: 'smart-farming',
  title: 'Smart Farming',
  description:
    'Affordable digital tools for Kenyan smallholders: mobile money, SMS advice, weather and prices, drip kits, solar pumps and farm records.',
  summary:
    'Smart farming is using affordable technology to make better decisions on the farm. For most Kenyan smallholders it starts with the phone already in your pocket: mobile money, SMS and USSD advice, weather and market prices, and simple records. Drip kits, timers and solar pumps come next, often shared through a group or cooperative.',
  body: `When people hear "smart farming" they often imagine robots, sensors in every field and expensive computers. For a smallholder in Kirinyaga, Meru or Kakamega, smart farming looks much simpler. It is a farmer who checks the weather forecast before planting, pays for seed with M-Pesa, gets a reminder by SMS to scout for fall armyworm, and knows the market price of tomatoes before the broker arrives.

This guide shows which digital tools are realistic for Kenyan smallholders today, what they can and cannot do, and how to start without wasting money.

1. What is Smart Farming?

Smart farming means using information and technology to make better farm decisions: what to plant, when to plant, how much water and fertiliser to apply, when to spray, and where to sell. The technology can be very simple, like an SMS, or more advanced, like a soil-moisture sensor linked to an irrigation timer.

Kenya is well placed for this. Mobile money is part of daily life: Mercy Corps AgriFin reports that M-Pesa has more than 20.5 million active users, and that more than half of Kenya's over 7 million smallholder farmers use it. Research it cites found that access to M-Pesa moved about 2 percent of rural Kenyan households out of absolute poverty. That same phone network now carries farm advice, loans, insurance and market links.

2. Benefits of Smart Farming for Kenyan Smallholders

✓ **Timely advice.** SMS and voice services reach farmers that extension officers cannot visit often.

✓ **Better prices.** Knowing market prices helps you bargain with buyers and choose where to sell.

✓ **Access to finance.** Digital payment and sales records build a history that lenders can use.

✓ **Water and labour savings.** Drip kits, timers and solar pumps cut the time and fuel spent on irrigation.

✓ **Less risk.** Weather forecasts and pest alerts help you act before a problem becomes a loss.

The evidence is encouraging. Precision Development found that SMS messages with farming advice raised yields of smallholder sugarcane farmers in Kenya by 11.5 percent. A study of dairy farmers in Uasin Gishu, Nyandarua and Bomet, shared on the TAPipedia platform, found that farmers using the iCow SMS service had 13 percent more milk per cow per year, 29 percent more milk income and 22 percent more household income than similar farmers who did not.

3. Key Digital Tools You Can Use Today

**Mobile money and digital credit.** Paying and getting paid by M-Pesa is safer than carrying cash and leaves a record. Platforms such as Safaricom's DigiFarm link farmers with inputs, advice and credit. Read the terms before you borrow: a digital farm loan can carry interest charged every month plus a platform fee, repaid from your produce payments, so ask the lender for the monthly interest, the fees and the total you will repay.

**SMS, USSD and voice advisory.** Many services send short messages on planting, fertiliser, pests and animal health, in English or Kiswahili. USSD menus work on any phone, with no smartphone or data bundle needed.

**Weather information.** Use the Kenya Meteorological Department's county and seasonal forecasts for the long rains (March to May) and short rains (October to December), local radio, and weather apps. Plan planting, top-dressing and spraying around the forecast.

**Market prices and buyers.** SMS price services and online marketplaces help you compare prices across markets. Some farmers now sell produce directly to buyers in nearby towns instead of only at the farm gate.

**Farm records.** A phone notebook, a spreadsheet or a farm app can track planting dates, inputs, costs, milk yields and sales. Records show which crop or animal really makes money.

Tip: Save the USSD codes and helpline numbers of the services you use in your phone contacts, so you can reach them quickly even without internet.

4. Key Water and Energy Tools: Drip Kits, Timers and Solar Pumps

**Drip irrigation.** Drip lines deliver water slowly to the root zone of each plant, so far less is lost than when a plot is flooded or watered along furrows. In Laikipia, a farmer who moved from flooding his plots to drip kits saved water as well as fuel (see the example below). Drip suits tomatoes, onions, capsicum, kale, fruit trees and nurseries.

**Timers and simple sensors.** A battery tap timer opens and closes the water at set times, so crops get water even when you are away. Soil-moisture sensors tell you whether the root zone is still wet, which helps avoid over-watering. Start simple; a cheap moisture meter or even a finger test at root depth is better than watering by habit.

**Solar pumps.** A solar pump has no fuel cost and works quietly during the day. Companies in Kenya offer pay-as-you-go and loan plans. Farmers who pump into a raised tank can release water by gravity through drip lines at any time.

**Weather stations and IoT.** Connected weather stations that send field readings to a phone are realistic for cooperatives, estates and irrigation schemes. A cooperative station can warn members about disease-friendly weather or tell them whether conditions are suitable for spraying.

Note: Technology that is shared is cheaper. A cooperative can own a solar pump, a weather station or a soil-testing kit and rent it to members, just as groups already share tractors and threshers.

5. Steps to Build a Smart Farm on a Small Budget

- **Step 1 – Start with your phone.** Register for a free or low-cost SMS or USSD advisory service for your main crop or animal.
- **Step 2 – Keep records for one full season.** Write down every cost and every sale. This tells you where money is lost.
- **Step 3 – Follow the weather.** Check the seasonal forecast before buying seed, and daily forecasts before spraying or applying fertiliser.
- **Step 4 – Use mobile money for farm business.** Pay input dealers and receive payments from buyers by M-Pesa to build a financial history.
- **Step 5 – Compare before you borrow.** Work out the full cost of any loan in shillings, including interest and fees, and make sure the harvest can repay it.
- **Step 6 – Add water control.** If you irrigate, start with a small drip kit on a high-value crop before expanding.
- **Step 7 – Share bigger equipment.** Use your group, SACCO or cooperative to buy or hire solar pumps, weather stations and drone services together.

6. Challenges and How to Handle Them

**Cost of equipment.** Solar pumps and drip systems need money up front. Look for pay-as-you-go plans, group purchase and loans whose repayments match your harvest cycle.

**Expensive or risky credit.** Monthly interest adds up fast. Borrow only for activities that will clearly earn more than the loan costs, and avoid borrowing from many apps at once.

**Poor network and power.** Choose services that work by SMS and USSD, keep a power bank or small solar charger, and download information when you have signal.

**Too much information.** Not every message is correct for your farm. Check advice with your ward extension officer or a trusted agronomist, and prefer services linked to KALRO, county governments or recognised companies.

**Maintenance.** Drip lines clog and pumps need care. Use a filter, flush lines regularly and learn basic repairs from the supplier before you buy.

Remember: Buy technology to solve a real problem on your farm, not because it is new. If you cannot explain how a tool will save money or raise income, wait.

7. Real-World Example: A Laikipia Farmer Switches to Solar

In Laikipia County, SNV's solar water pump project supported smallholder farmers to switch to solar-powered irrigation. One farmer, who grows maize, vegetables and bananas, used to run a petrol pump that cost him about Ksh 1,000 a day in fuel, plus about Ksh 400 per casual labourer, and he flooded his plots with a wide pipe. He moved to a surface solar pump with drip kits. SNV reports that he now saves about Ksh 1,400 a day, that the full change cost about Ksh 200,000 for the pump, solar panel, piping, a drip kit for one-eighth of an acre and installation, and that the savings helped him expand his farm by 1.5 acres. He plans to move into tomatoes and capsicum.

The lesson: the high starting cost was paid back through daily savings on fuel and labour, and drip irrigation made better use of scarce water.

8. Final Thoughts

Smart farming is not about owning the most gadgets. It is about using the right information at the right moment. For most smallholders the journey begins with a phone: advice by SMS, payments by M-Pesa, weather forecasts and market prices, and a simple record of costs and sales. When the numbers show that a drip kit, a solar pump or a drone service will pay, take the next step, ideally together with your group or cooperative.

Pro tip: Before you sign up for any digital loan or pay-as-you-go equipment plan, ask the provider to write down the total amount you will repay. Compare it with what the crop or animal can realistically earn.`,
  images: [
    {
      src: 'https://images.unsplash.com/photo-1574943320219-553eb213f72d?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Green crop field illustrating modern smart farming',
      width: 800,
      height: 533,
    },
    {
      src: 'https://images.unsplash.com/photo-1593113598332-cd288d649433?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Farm scene illustrating how simple technology supports everyday farm work',
      width: 800,
      height: 533,
    },
    {
      src: 'https://images.unsplash.com/photo-1586771107445-d3ca888129ff?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
      alt: 'Crops growing in a field, representing water-wise and data-driven farming',
      width: 800,
      height: 533,
    },
  ],
  sources: [
    {
      title: 'Building the DigiFarm Innovation Platform: The Journey to One Million Farmers',
      publisher: 'Mercy Corps AgriFin',
      url: 'https://www.mercycorpsagrifin.org/building-the-digifarm-innovation-platform-the-journey-to-one-million-farmers/',
      kind: 'publisher',
    },
    {
      title: 'DigiFarm Sidian Bank Product (frequently asked questions)',
      publisher: 'Safaricom',
      url: 'https://www.safaricom.co.ke/media-center-landing/frequently-asked-questions/digifarm-sidian-bank-product',
      kind: 'vendor',
    },
    {
      title: 'PAD Lab Kenya',
      publisher: 'Precision Development (PxD)',
      url: 'https://precisiondev.org/where-we-work/kenya/pad-lab/',
      kind: 'publisher',
      figures: ['raised yields of smallholder sugarcane farmers in Kenya by 11.5 percent'],
    },
    {
      title: 'TAPipedia resource: impact of ICT-based iCow services on smallholder dairy farmers in Kenya',
      publisher: 'TAPipedia (Tropical Agriculture Platform)',
      url: 'https://www.tapipedia.org/node/51844',
      kind: 'publisher',
      figures: [
        'had 13 percent more milk per cow per year, 29 percent more milk income and 22 percent more household income',
      ],
    },
    {
      title: 'Rural farmers reap the benefits of solar water pumping in Kenya',
      publisher: 'SNV',
      url: 'https://www.snv.org/update/rural-farmers-reap-benefits-solar-water-pumping-kenya',
      kind: 'publisher',
      figures: [
        'cost him about Ksh 1,000 a day in fuel, plus about Ksh 400 per casual labourer',
        'he now saves about Ksh 1,400 a day, that the full change cost about Ksh 200,000',
        'helped him expand his farm by 1.5 acres',
      ],
    },
    {
      title: 'Kenyan farmers go digital',
      publisher: 'Mercy Corps AgriFin',
      url: 'https://www.mercycorpsagrifin.org/kenyan-farmers-go-digital/',
      kind: 'publisher',
      figures: [
        "M-Pesa has more than 20.5 million active users, and that more than half of Kenya's over 7 million smallholder farmers use it",
        'moved about 2 percent of rural Kenyan households',
      ],
    },
  ],
  updatedOn: '2026-11-27',
  reviewedOn: '2026-11-27',
  atAGlance: [
    { label: 'Solar pump switch (Laikipia)', value: 'About Ksh 200,000 for pump, panel, piping and a drip kit' },
    { label: 'Daily saving on fuel and labour', value: 'About Ksh 1,400' },
    { label: 'Drip kit to start with', value: 'One-eighth of an acre of a high-value crop' },
    { label: 'Farm expanded with the savings', value: '1.5 acres' },
    { label: 'Records', value: 'Every cost and every sale for one full season' },
    { label: 'Before you borrow', value: 'Work out the full cost in shillings, with interest and fees' },
  ],
}
