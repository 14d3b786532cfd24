// Ask an Expert FAQ accordion (5 items). Between them the answers state the
// reply time (24-48 hours), the languages (English and Kiswahili) and that image
// upload in the chat is not yet available.
import { z } from 'zod'
import { FaqItemSchema } from './schema'

export const faq = z
  .array(FaqItemSchema)
  .length(5)
  .parse([
    {
      question: 'How long does it take to get an answer from an expert?',
      answer:
        'An agricultural expert replies within 24-48 hours after you send the consultation form. The chat assistant answers straight away, so you can use it while you wait. If your crop or animal needs urgent attention, also contact your nearest agro-vet or extension officer.',
    },
    {
      question: 'Can I ask my question in Kiswahili?',
      answer:
        'Yes. You can ask in English or Swahili (Kiswahili), both in the chat and in the consultation form. Write the way you are comfortable, and include your county, the crop or animal and what you have seen, so the answer fits your farm.',
    },
    {
      question: 'Can I send a photo of my sick crop or animal in the chat?',
      answer:
        'Uploading images in the chat is not yet available. For now, describe the problem in words: which part of the plant or animal is affected, the colour and shape of spots or damage, and how fast it is spreading. If a photo would help, send it by email to the address the consultation form opens, together with your question.',
    },
    {
      question: 'What can the AI assistant help me with, and what can it not do?',
      answer:
        'The assistant gives general guidance on crops, livestock, soil, pests and farm practices for Kenya and East Africa. It cannot see your farm and can make mistakes, so it does not replace a diagnosis. Before you treat a disease or buy and apply any chemical, confirm with an expert through the form or with a trusted agro-vet, and always follow the product label.',
    },
    {
      question: 'Do I have to pay to ask a question?',
      answer:
        'No. Asking questions on the Tujue Ukulima hub is free, whether you use the chat assistant or the consultation form, and so are the articles and videos. If you later want a paid service such as drone spraying, the team will discuss it with you first.',
    },
  ])
