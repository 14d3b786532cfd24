// What a farmer reads on WhatsApp besides the assistant's answers. Button titles are at most
// 20 characters (WhatsApp refuses longer ones; whatsapp.test.ts holds it in both languages).
const whatsapp = {
  buttons: { expert: 'Ask an expert', guides: 'Guides', language: 'Language' },
  languageButtons: { sw: 'Kiswahili', en: 'English' },
  menu: 'Anything else? Ask again, send a photo, or choose:',
  chooseLanguage: 'Which language shall we use?',
  languageSet: 'We will write to you in English. Ask your question.',
  guides: (link: string) => `Our farming guides, free to read: ${link}`,
  readMore: 'Read more:',
  voiceOff:
    'Sorry, we cannot listen to voice notes yet. Please type your question, or send a photo of the plant or animal.',
  heard: (words: string) => `I heard: "${words}". If I heard you wrong, please type your question.`,
  notHeard: 'Sorry, I could not make out the voice note. Please type your question.',
  unsupported: 'We can read text, photos and voice notes. Please type your question or send a photo.',
  photoTooLarge: 'Sorry, we could not open that photo. Please send a smaller photo (under 5 MB, JPEG or PNG).',
  /** The end of the offline assistant's answer: the way to an expert from the chat, or the website's form. */
  offlineExpert: (formLink: string) =>
    `For advice on your own farm, tap "Ask an expert" below or write EXPERT and your problem: an agricultural expert replies here within 24-48 hours. Or use the consultation form at ${formLink}`,
  photoOffer: 'Would you like a human expert to look at this photo? Tap "Ask an expert".',
  expertAskWhat:
    'Tell us the problem in one message: the crop or animal, what you see, and since when. Add a photo if you can.',
  expertRequested: (reference: string) =>
    `Your request ${reference} is with our experts. They will answer here within 24-48 hours.`,
  expertReply: (reference: string, reply: string) => `Our expert's answer to ${reference}:\n\n${reply}`,
  /** The approved template `answer_ready` (sent outside the 24-hour window); its text as Meta holds it. */
  answerReadyTemplate:
    'Our expert has answered your question. Reply to this message with any word and we will send you the answer.',
  busy: 'Sorry, we could not answer just now. Please try again in a few minutes.',
}

export { whatsapp }
