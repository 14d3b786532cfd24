// What WhatsApp says to a farmer besides the assistant's answers. Both languages.
import { whatsapp as enWhatsapp } from './en/whatsapp'
import type { Catalogue } from './messages'
import { whatsapp as swWhatsapp } from './sw/whatsapp'

export const whatsAppMessages = { en: enWhatsapp, sw: swWhatsapp } satisfies Catalogue<typeof enWhatsapp>
