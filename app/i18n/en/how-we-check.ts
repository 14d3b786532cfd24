// Interface strings of one page or feature; app/i18n/<area>.ts pairs them with their Kiswahili.

/** /how-we-check: how the hub's guides are written, sourced, reviewed and corrected. */
export const howWeCheck = {
  title: 'How We Check Our Guides',
  description:
    'How the Tujue Ukulima guides are written, sourced, reviewed and corrected, and where to check a dose before you use it.',
  lead: 'A farmer acts on what we write: buys the fertiliser, mixes the spray, treats the cow. This is how we try to get it right, and how you can tell us when we do not.',
  sections: [
    {
      heading: 'How our guides are written',
      paragraphs: [
        'Each guide is written by our team for farmers in Kenya and East Africa, in plain words, with the figures a farmer needs in the field: spacing, seed and fertiliser per acre, timings and vaccine intervals. The most important figures are repeated in the "At a glance" box at the top of each guide.',
      ],
    },
    {
      heading: 'Where the figures come from',
      paragraphs: [
        'Every figure comes from a source we have read: research institutes such as KALRO and CIMMYT, FAO, the Pest Control Products Board, universities and peer-reviewed journals. We cite the publisher’s own page or the paper’s DOI, never a copy on a document-sharing site, and each guide lists its sources at the end.',
        'News reports and companies’ own pages may be listed for a story or an event, never for a figure. Where we could not find an original source for a number, we leave the number out.',
        'The only figures without a published source are our own, from our work as a drone-services company, such as how many acres our drones spray in an hour. The guide says where a figure is ours.',
      ],
    },
    {
      heading: 'How guides are reviewed',
      paragraphs: [
        'An editor checks each guide against its sources. The date of the last check is shown at the top of the guide as "Last reviewed".',
      ],
    },
    {
      heading: 'How mistakes are corrected',
      paragraphs: [
        'Every guide has a "Report a mistake" link. It opens our consultation form with the guide already named: tell us what looks wrong and, if you can, where you read otherwise. An expert checks it against the sources, corrects the guide and updates its review date.',
      ],
    },
    {
      heading: 'Doses, drugs and pesticides',
      paragraphs: [
        'Our guides never replace the label or a professional. For the dose of a veterinary drug, the rate of a pesticide or herbicide, or a withdrawal period, follow the product label and ask a vet or an agro-vet. Use only products registered by the Pest Control Products Board. Report a sudden death of animals or a disease such as foot-and-mouth, lumpy skin, African swine fever or anthrax to your county veterinary office.',
      ],
    },
  ],
  whoWritesHeading: 'Who writes the guides',
  whoWrites: (providerName: string) =>
    `The hub is run by ${providerName}, a drone-services company. Our Drone Spraying guide is therefore written by a drone-services company that sells the service it describes: read it with that in mind, and compare prices and methods before you hire anyone.`,
  reportHeading: 'Seen a mistake?',
  reportBody: 'Open any guide and press "Report a mistake", or write to us with the consultation form.',
  reportLink: 'Go to the consultation form',
  guidesLink: 'Browse the guides',
}
