// The chat assistant's strings; the error replies word for word as docs/requirements.md gives them.

export const chat = {
  panelTitle: 'Agricultural Expert',
  panelStatus: 'Usually answers in a few seconds',
  clear: 'Clear Chat',
  welcome: "Hello! I'm your agricultural assistant. How can I help you with your farming questions today?",
  conversationLabel: 'Conversation with the agricultural expert',
  you: 'You',
  expert: 'Expert',
  typing: 'The expert is typing…',
  inputLabel: 'Your farming question',
  placeholder: 'Ask your farming question...',
  inputHint: 'Press Enter to send, Shift+Enter for a new line.',
  send: 'Send',
  disclaimer:
    'The assistant can make mistakes. Before you treat a disease or apply a chemical, confirm with an expert or your agro-vet.',
  /** Said beside the disclaimer: what a farmer types leaves our service. */
  outsideService:
    'Your questions go to an outside AI service (Google Gemini) to be answered, so do not type your phone number or other personal details.',
  /** The words of aiDisclaimer that link to the consultation form on the page (must appear in it). */
  aiDisclaimerLink: 'ask a human expert with the consultation form',
  rateLimited: 'Rate limit exceeded. Please wait a moment before sending another message.',
  tooManyMessages: "You've sent too many messages too quickly. Please wait a moment before sending another message.",
  /** Our own cap on calls to the AI service running at once is reached (503 busy). */
  assistantBusy: 'Our AI expert is answering many farmers right now. Please wait a moment, then ask again.',
  connectionIssue: {
    title: 'Connection Issue',
    description: "We couldn't connect to our expert system. Please try again later.",
  },
  connectionApology:
    "I'm sorry, but I'm having trouble connecting right now. Please wait a moment before asking your next question.",
  /** With no connection: one line over the conversation while questions wait to be sent. */
  offlineWaiting: "You're offline. Your question is kept here and will be sent when the connection is back.",
  /** Under a question that waits for the connection. */
  waitingMark: 'Waiting for a connection',
  pleaseWait: {
    title: 'Please wait',
    description: "You're sending messages too quickly. Please wait a moment.",
  },
  cleared: {
    title: 'Chat History Cleared',
    description: 'Your conversation history has been deleted.',
  },
  /** The reply when the AI service answers without any text. */
  fallbackReply: "I'm having trouble processing your request. Please try again.",
  /** Above the links under an answer that drew on the guides. */
  fromOurGuides: 'From our guides:',
  /** The offline assistant: answers from the guides when the AI service is not configured or fails. */
  offline: {
    intro:
      'This is the offline assistant: our AI expert is not available right now, so here is what our guides say about your question.',
    nothingFound:
      'This is the offline assistant: our AI expert is not available right now, and I could not find your question in our guides.',
    /** After the safety text, for a high-risk question: the guides' passages on its safety follow, if any. */
    safetyIntro:
      'This is the offline assistant: our AI expert is not available right now. Your question needs someone who can see the animal, the crop or the product, so follow the safety steps above.',
    /** Before the offline answer when the day's calls to the AI service are spent (AI_DAILY_BUDGET). */
    dailyLimit:
      'Our AI expert has answered as many questions as it can today, so the offline assistant answers until tomorrow.',
    humanExpert:
      'For advice on your own farm, ask a human expert with the consultation form on this page. An agricultural expert replies within 24-48 hours.',
  },
  /**
   * Under every answer to a high-risk question (a dose, mixing, poisoning, a sick animal, a disease
   * that spreads to people or must be reported), from the AI or the offline assistant alike.
   */
  safetyNote:
    'Safety first: for a dose, a mix or a sick animal, follow the product label and ask a vet or agro-vet before you act. If a disease may spread to people or must be reported (such as anthrax, rabies or foot-and-mouth), call your county veterinary office. You can also ask our experts with the consultation form on this page.',
  /** One line under the chat panel: what the assistant is, and where its limits are. */
  aiDisclaimer:
    'Answers are written by an AI assistant from our guides. Check doses with a vet or agro-vet, and ask a human expert with the consultation form.',
  /** Added to what arrived of an answer that broke off. */
  interrupted: 'The connection was lost before the answer was finished. Please ask again for the rest.',
  /** What POST /api/chat answers with its error statuses. */
  api: {
    notJson: 'Please send the question as JSON, for example {"question": "How do I plant maize?"}.',
    invalidQuestion: 'Please type a question of 1 to 2000 characters.',
    invalidHistory: 'The conversation sent with a question may hold at most 6 earlier messages and 4000 characters.',
    tooLarge: 'The request is too large.',
    methodNotAllowed: 'Send questions with POST.',
    unavailable: 'The assistant is unavailable. Please try again.',
  },
}
