// Interface strings of one page or feature; app/i18n/<area>.ts pairs them with their Kiswahili.

export const contact = {
  title: 'Contact Us',
  description: 'Reach the Tujue Ukulima team by phone, email or the consultation form.',
  lead: 'Call, email or write to us. An expert replies within 24-48 hours.',
  detailsTitle: 'Our Contact Details',
  address: 'Office',
  phone: 'Phone',
  phoneHint: 'Tap to call',
  email: 'Email',
  emailHint: 'Tap to write an email',
  social: 'Follow Us',
  socialLead: 'Farming tips, news and videos from our team.',
  askOnlineTitle: 'Ask an Expert Online',
  askOnlineBody:
    'Chat with our agricultural assistant at any time, in English or Kiswahili, or send your question to one of our experts.',
  askOnlineLink: 'Go to Ask an Expert',
  reportMistakeMessage: (guideTitle: string) => `I think there is a mistake in the guide "${guideTitle}": `,
}
