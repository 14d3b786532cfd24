// Kiswahili strings of a company page's islands (en/company-sections.ts).
import type { companySections as enCompanySections } from '../en/company-sections'
import { swNumber } from '../sw-number'

export const companySections: typeof enCompanySections = {
  videosTitle: 'Video za Mafunzo',
  // "video" is the same word in the singular and the plural.
  videosLead: (count: number) =>
    count === 1
      ? 'Video 1, bure kuitazama. Ibonyeze ili uicheze.'
      : `Video ${swNumber(count)}, bure kuzitazama. Chagua moja ili uicheze.`,
  articlesTitle: 'Makala na Maarifa ya Hivi Karibuni',
  by: 'Na',
  published: 'Imechapishwa',
  readTime: 'Muda wa kusoma',
  form: {
    title: 'Tuma Ujumbe',
    lead: (email: string) =>
      `Ujumbe wako utafunguka kwenye Gmail, ukiwa umeelekezwa kwa ${email}. Uangalie hapo kisha ubonyeze Tuma (Send) ili uufikishe.`,
    name: 'Jina Lako',
    email: 'Barua Pepe Yako',
    subject: 'Kichwa cha ujumbe',
    message: 'Ujumbe',
    submit: 'Tuma Ujumbe',
    fillAll: 'Jaza sehemu zote nne ili utume ujumbe wako.',
    nameRequired: 'Tafadhali andika jina lako',
    emailInvalid: 'Anwani ya barua pepe si sahihi',
    subjectRequired: 'Tafadhali andika kichwa cha ujumbe',
    messageRequired: 'Tafadhali andika ujumbe wako',
    messageTooLong: 'Tafadhali ujumbe wako usizidi herufi 2000',
    /** The body of the email the company receives. */
    mailBody: (message: string, name: string, email: string) =>
      `${message}\n\n---\nKutoka kwa: ${name}\nBarua pepe: ${email}`,
    openedTitle: 'Programu ya Barua Pepe Imefunguliwa',
    openedBody: 'Tafadhali tuma barua pepe hiyo kutoka kwenye programu yako ya barua pepe ili kukamilisha ombi lako.',
    failedTitle: 'Hitilafu',
    failedBody: 'Kulikuwa na tatizo la kufungua programu yako ya barua pepe. Tafadhali jaribu tena.',
  },
}
