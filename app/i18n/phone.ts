// What the phone channels say (USSD screens, SMS). Both languages.

import { phone as enPhone } from './en/phone'
import type { Catalogue } from './messages'
import { phone as swPhone } from './sw/phone'

export const phoneMessages = { en: enPhone, sw: swPhone } satisfies Catalogue<typeof enPhone>
