// Words that carry the shape of a question, not its subject ("how much should I…",
// "nifanye nini…"): the assistant's retrieval leaves them out, so that a question matches a
// guide on what it is about. English and Kiswahili, as farmers write to the assistant.
export const QUESTION_WORDS = new Set(
  [
    // English
    'about again all also am any anything been being but could did doing done each every get gets getting got',
    'had has have having he help her here his if into its just know let me might more most much must need needs no',
    'not now our out over please same shall she should so some something such tell than thank thanks that their',
    'them then there these they those too us very want was way we were where which who whom whose why will would',
    'yes yet',
    // Kiswahili
    'ambao ambayo ana au asante baada bila changu habari hapa hayo hii hiyo hizi huu ili ina je jinsi kabla',
    'katika kama kesho kiasi kidogo kila kuna kutoka kwa kwenye la langu leo lini lakini mimi moja na nawezaje',
    'ni nifanye nina ninawezaje nini pia sana sasa sisi tafadhali tuna una vipi wa wangu wao wapi wewe ya yako',
    'yangu yao yeye za zaidi zangu',
  ]
    .join(' ')
    .split(' '),
)
