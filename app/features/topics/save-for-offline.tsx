import CloudDownload from '~icons/lucide/cloud-download'
import { useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { useLanguage } from '~/i18n/messages'
import { saveOfflineMessages } from '~/i18n/save-offline'
import type { SavePlan } from '~/lib/offline/save-guide'
import { formatBytes, type GuideToSave, type SavedGuideInfo } from '~/lib/offline/saved-guides'
import { cn } from '~/lib/utils'
import { guidePhotoSources } from './guide-picture'

// The Cache API code loads on the first press, so no page's first-load script grows.
const loadSaver = () => import('~/lib/offline/save-guide')

type State =
  | { step: 'idle' }
  | { step: 'measuring' }
  | { step: 'ready'; plan: SavePlan }
  | { step: 'saving'; done: number; total: number }
  | { step: 'saved'; info: SavedGuideInfo }
  | { step: 'failed' | 'unsupported' | 'removed' }

/**
 * "Save for offline": tells the size first, shows progress, then "Saved on this
 * phone (84 KB)" with Remove. On a guide page the press keeper hydrates the page on the first press
 * and presses the button again once it is live (docs/decisions/0002-deferred-hydration.md).
 */
export function SaveForOffline({ guide, className }: { guide: GuideToSave; className?: string }) {
  const { locale } = useLanguage()
  const t = saveOfflineMessages[locale]
  const [state, setState] = useState<State>({ step: 'idle' })

  // Once the page is live, a guide already saved says so (the server's HTML cannot know).
  useEffect(() => {
    let isCurrent = true
    void loadSaver()
      .then((saver) => saver.savedInfo(guide.path))
      .then((info) => {
        if (isCurrent && info) setState((current) => (current.step === 'idle' ? { step: 'saved', info } : current))
      })
      .catch(() => undefined)
    return () => {
      isCurrent = false
    }
  }, [guide.path])

  async function measure() {
    setState({ step: 'measuring' })
    try {
      const saver = await loadSaver()
      if (!saver.canSave()) return setState({ step: 'unsupported' })
      const info = await saver.savedInfo(guide.path)
      if (info) return setState({ step: 'saved', info })
      // The photos as the page shows them, from our origin: stored where the page looks for them offline.
      const images = guide.images.map((image) => guidePhotoSources(image.src))
      setState({ step: 'ready', plan: await saver.planSave({ ...guide, images }) })
    } catch {
      setState({ step: 'failed' })
    }
  }

  async function save(plan: SavePlan) {
    try {
      const saver = await loadSaver()
      const info = await saver.save(plan, locale, (done, total) => setState({ step: 'saving', done, total }))
      setState({ step: 'saved', info })
    } catch {
      setState({ step: 'failed' })
    }
  }

  async function remove() {
    await (await loadSaver()).remove(guide.path)
    setState({ step: 'removed' })
  }

  const status = (() => {
    switch (state.step) {
      case 'measuring':
        return t.measuring
      case 'ready':
        return [
          t.willTake(formatBytes(state.plan.bytes, locale)),
          state.plan.photosUnknown > 0 ? t.photosUnknown(state.plan.photosUnknown) : '',
        ]
          .filter(Boolean)
          .join(' ')
      case 'saving':
        return t.saving(state.done, state.total)
      case 'saved':
        return [t.saved(formatBytes(state.info.bytes, locale)), state.info.photosMissing > 0 ? t.photosNotSaved : '']
          .filter(Boolean)
          .join(' ')
      case 'failed':
        return t.failed
      case 'unsupported':
        return t.unsupported
      case 'removed':
        return t.removed
      default:
        return ''
    }
  })()

  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      {(state.step === 'idle' || state.step === 'failed' || state.step === 'removed') && (
        <Button type="button" variant="outline" size="sm" onClick={measure}>
          <CloudDownload aria-hidden="true" />
          {t.save}
        </Button>
      )}
      {state.step === 'ready' && (
        <>
          <Button type="button" size="sm" onClick={() => save(state.plan)}>
            <CloudDownload aria-hidden="true" />
            {t.confirm}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => setState({ step: 'idle' })}>
            {t.cancel}
          </Button>
        </>
      )}
      {state.step === 'saving' && (
        <progress
          max={state.total}
          value={state.done}
          aria-label={t.saving(state.done, state.total)}
          className="h-2 w-32 accent-brand-700"
        />
      )}
      <p role="status" className="text-sm text-stone-700">
        {status}
      </p>
      {state.step === 'saved' && (
        <Button type="button" variant="outline" size="sm" onClick={remove} aria-label={t.removeGuide(guide.title)}>
          {t.remove}
        </Button>
      )}
    </div>
  )
}
