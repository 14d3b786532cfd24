// The chat assistant's strings in Kiswahili (the error replies: the same
// messages, said as a Kenyan reader would say them).
import type { chat as enChat } from '../en/chat'

export const chat: typeof enChat = {
  panelTitle: 'Mtaalamu wa Kilimo',
  panelStatus: 'Kwa kawaida hujibu ndani ya sekunde chache',
  clear: 'Futa Mazungumzo',
  welcome: 'Habari! Mimi ni msaidizi wako wa kilimo. Nikusaidie vipi na maswali yako ya kilimo leo?',
  conversationLabel: 'Mazungumzo na mtaalamu wa kilimo',
  you: 'Wewe',
  expert: 'Mtaalamu',
  typing: 'Mtaalamu anaandika…',
  inputLabel: 'Swali lako la kilimo',
  placeholder: 'Uliza swali lako la kilimo...',
  inputHint: 'Bonyeza Enter kutuma, Shift+Enter kwa mstari mpya.',
  send: 'Tuma',
  disclaimer:
    'Msaidizi anaweza kukosea. Kabla ya kutibu ugonjwa au kutumia kemikali, thibitisha na mtaalamu au duka lako la pembejeo (agrovet).',
  /** Said beside the disclaimer: what a farmer types leaves our service. */
  outsideService:
    'Maswali yako yanatumwa kwa huduma ya nje ya AI (Google Gemini) ili yajibiwe, kwa hivyo usiandike nambari yako ya simu wala taarifa nyingine zako binafsi.',
  /** The words of aiDisclaimer that link to the consultation form on the page (must appear in it). */
  aiDisclaimerLink: 'umuulize mtaalamu kupitia fomu ya ushauri',
  rateLimited: 'Umefikia kikomo cha maombi. Tafadhali subiri kidogo kabla ya kutuma ujumbe mwingine.',
  tooManyMessages: 'Umetuma jumbe nyingi mno kwa haraka. Tafadhali subiri kidogo kabla ya kutuma ujumbe mwingine.',
  assistantBusy: 'Mtaalamu wetu wa AI anawajibu wakulima wengi kwa sasa. Tafadhali subiri kidogo, kisha uulize tena.',
  connectionIssue: {
    title: 'Tatizo la Muunganisho',
    description: 'Hatukuweza kuunganishwa na mfumo wetu wa wataalamu. Tafadhali jaribu tena baadaye.',
  },
  connectionApology:
    'Samahani, nina tatizo la kuunganishwa kwa sasa. Tafadhali subiri kidogo kabla ya kuuliza swali lako linalofuata.',
  /** With no connection: one line over the conversation while questions wait to be sent. */
  offlineWaiting: 'Huna mtandao. Swali lako limehifadhiwa hapa na litatumwa mtandao ukirudi.',
  /** Under a question that waits for the connection. */
  waitingMark: 'Linasubiri mtandao',
  pleaseWait: {
    title: 'Tafadhali subiri',
    description: 'Unatuma jumbe haraka mno. Tafadhali subiri kidogo.',
  },
  cleared: {
    title: 'Mazungumzo Yamefutwa',
    description: 'Historia ya mazungumzo yako imefutwa.',
  },
  /** The reply when the AI service answers without any text. */
  fallbackReply: 'Nimepata tatizo kushughulikia ombi lako. Tafadhali jaribu tena.',
  /** Above the links under an answer that drew on the guides. */
  fromOurGuides: 'Kutoka kwa miongozo yetu:',
  /** The offline assistant: answers from the guides when the AI service is not configured or fails. */
  offline: {
    intro:
      'Huyu ni msaidizi wa nje ya mtandao: mtaalamu wetu wa akili bandia (AI) hapatikani kwa sasa, kwa hiyo hiki ndicho miongozo yetu inachosema kuhusu swali lako.',
    nothingFound:
      'Huyu ni msaidizi wa nje ya mtandao: mtaalamu wetu wa akili bandia (AI) hapatikani kwa sasa, na sikupata swali lako katika miongozo yetu.',
    safetyIntro:
      'Huyu ni msaidizi wa nje ya mtandao: mtaalamu wetu wa akili bandia (AI) hapatikani kwa sasa. Swali lako linahitaji mtu anayeweza kuona mnyama, zao au bidhaa, kwa hiyo fuata hatua za usalama zilizo hapo juu.',
    dailyLimit:
      'Mtaalamu wetu wa AI amejibu maswali mengi kadiri anavyoweza kwa leo, kwa hiyo msaidizi wa nje ya mtandao anajibu hadi kesho.',
    humanExpert:
      'Kwa ushauri kuhusu shamba lako mwenyewe, muulize mtaalamu kupitia fomu ya ushauri iliyo kwenye ukurasa huu. Mtaalamu wa kilimo atakujibu ndani ya saa 24-48.',
  },
  /**
   * Under every answer to a high-risk question (a dose, mixing, poisoning, a sick animal, a disease
   * that spreads to people or must be reported), from the AI or the offline assistant alike.
   */
  safetyNote:
    'Usalama kwanza: kuhusu kipimo cha dawa, kuchanganya dawa au mnyama mgonjwa, fuata maelekezo ya lebo ya bidhaa na umuulize daktari wa mifugo au agrovet kabla ya kuchukua hatua. Ikiwa ugonjwa unaweza kuwaambukiza binadamu au lazima uripotiwe (kama kimeta, kichaa cha mbwa au ugonjwa wa miguu na midomo), piga simu kwa ofisi ya huduma za mifugo ya kaunti yako. Unaweza pia kuwauliza wataalamu wetu kupitia fomu ya ushauri iliyo kwenye ukurasa huu.',
  /** One line under the chat panel: what the assistant is, and where its limits are. */
  aiDisclaimer:
    'Majibu yanaandikwa na msaidizi wa akili bandia (AI) kutoka kwa miongozo yetu. Hakikisha vipimo vya dawa na daktari wa mifugo au agrovet, na umuulize mtaalamu kupitia fomu ya ushauri.',
  /** Added to what arrived of an answer that broke off. */
  interrupted: 'Muunganisho ulikatika kabla jibu halijakamilika. Tafadhali uliza tena ili upate sehemu iliyobaki.',
  /** What POST /api/chat answers with its error statuses. */
  api: {
    // The key "question" is the API's field name and stays English; the example question is Kiswahili.
    notJson: 'Tafadhali tuma swali kama JSON, kwa mfano {"question": "Nipandeje mahindi?"}.',
    invalidQuestion: 'Tafadhali andika swali lenye herufi 1 hadi 2000.',
    invalidHistory: 'Mazungumzo yanayotumwa pamoja na swali yasizidi jumbe 6 za awali na herufi 4000.',
    tooLarge: 'Ombi ni kubwa mno.',
    methodNotAllowed: 'Tuma maswali kwa njia ya POST.',
    unavailable: 'Msaidizi hapatikani kwa sasa. Tafadhali jaribu tena.',
  },
}
