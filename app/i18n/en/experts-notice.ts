// The experts' notice of a new consultation request (lib/consultation-requests/experts-notice.ts).
// English only, by design: it goes to the provider's staff, not to a reader of the site, so it
// has no Kiswahili twin and is not part of the page catalogues.
export const expertsNotice = {
  heading: (reference: string) => `A farmer has asked for an expert's help: ${reference}.`,
  reference: 'Reference',
  language: 'Language',
  answerIn: (language: string) => `Answer in ${language}: the farmer asked from the ${language} pages.`,
  inbox: "Open it in the expert inbox to answer; the reply appears on the farmer's status page:",
}
