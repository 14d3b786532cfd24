import { useEffect, useRef } from 'react'
import { useSubmit } from 'react-router'
import { keepIslandsDrawn } from '~/lib/hydration/keep-islands-drawn'
import type { ConsultationOutcome } from './consultation-answer'
import { receiveConsultationAnswers } from './consultation-client-action'

type Settle = (outcome: ConsultationOutcome | undefined) => void

/** One fetcher for the form, whichever page it is on: a send replaces the one before. */
const FETCHER_KEY = 'consultation-form'

/**
 * Sends the form's fields to its page's action through a fetcher, and resolves with what became
 * of them (from the page's clientAction), or with undefined when a later send took its place. The
 * page stays as it is: no navigation, and its loaders are not run again (a request stored changes
 * nothing they show). `useSubmit` with a fetcher key is the submission `useFetcher` makes; reading
 * the answer from `useFetcher` instead would put that hook in every page's first script.
 */
export function useSendConsultation() {
  const submit = useSubmit()
  const waiting = useRef<Settle>(undefined)
  useEffect(() => {
    receiveConsultationAnswers((answer) => {
      waiting.current?.(answer.outcome)
      waiting.current = undefined
    })
    return () => receiveConsultationAnswers(undefined)
  }, [])

  return (fields: Record<string, string>) =>
    new Promise<ConsultationOutcome | undefined>((resolve) => {
      waiting.current?.(undefined)
      waiting.current = resolve
      keepIslandsDrawn()
      void submit(fields, { method: 'post', navigate: false, fetcherKey: FETCHER_KEY, defaultShouldRevalidate: false })
    })
}
