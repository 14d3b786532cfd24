import { useEffect, useRef } from 'react'
import { useActionData, useSubmit } from 'react-router'
import { keepIslandsDrawn } from '~/lib/hydration/keep-islands-drawn'
import type { ConsultationFormAnswer, ConsultationOutcome } from './consultation-answer'

type Settle = (outcome: ConsultationOutcome | undefined) => void

/**
 * Sends the form's fields to its page's action and resolves with what became of them, or with
 * undefined when a later send took its place. The page stays where it is (same address, same
 * scroll, its loaders not run again: a request stored changes nothing they show), and the answer
 * comes back as the action's data, as it does for a browser without script.
 */
export function useSendConsultation() {
  const submit = useSubmit()
  const answer = useActionData<ConsultationFormAnswer>()
  const waiting = useRef<Settle>(undefined)
  useEffect(() => {
    if (!answer) return
    waiting.current?.(answer.outcome)
    waiting.current = undefined
  }, [answer])

  return (fields: Record<string, string>) =>
    new Promise<ConsultationOutcome | undefined>((resolve) => {
      waiting.current?.(undefined)
      waiting.current = resolve
      keepIslandsDrawn()
      void submit(fields, { method: 'post', replace: true, preventScrollReset: true, defaultShouldRevalidate: false })
    })
}
