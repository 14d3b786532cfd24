// The form's words, kept on the device until the server has confirmed the request: a reload,
// a closed tab or a lost connection never costs a farmer what they typed.
import { emptyConsultationForm, type ConsultationFormInput } from './consultation-form-schema'

const DRAFT_KEY = 'tujue:consultation-draft'

export interface ConsultationDraft {
  values: ConsultationFormInput
  /** Sent once and not yet stored by the server: the form offers to send it again. */
  pending: boolean
}

export function loadDraft(): ConsultationDraft | undefined {
  try {
    const raw = localStorage.getItem(DRAFT_KEY)
    if (!raw) return undefined
    const parsed = JSON.parse(raw) as Partial<ConsultationDraft>
    const values = { ...emptyConsultationForm }
    for (const field of ['name', 'email', 'phone', 'topic', 'message'] as const) {
      const value = parsed.values?.[field]
      if (typeof value === 'string') values[field] = value
    }
    values.smsConsent = parsed.values?.smsConsent === true
    return { values, pending: parsed.pending === true }
  } catch {
    // Storage blocked (private mode) or a damaged entry: start empty.
    return undefined
  }
}

export function saveDraft(draft: ConsultationDraft) {
  try {
    const isEmpty = Object.values(draft.values).every((value) => (typeof value === 'string' ? !value.trim() : !value))
    if (isEmpty) localStorage.removeItem(DRAFT_KEY)
    else localStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // Storage full or blocked: the form still works, only without the safety copy.
  }
}

export function clearDraft() {
  try {
    localStorage.removeItem(DRAFT_KEY)
  } catch {
    // Nothing to clear.
  }
}
