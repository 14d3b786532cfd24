/** An expert's reply: long enough to say something, short enough for a mail and a phone's screen. */
export const REPLY_MIN_LENGTH = 10
export const REPLY_MAX_LENGTH = 5000
