import { lazy, Suspense } from 'react'
import { ResourceStatus } from '~/components/resource-status'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog'
import { guideHref } from '~/content/guide-href'
import { localizeHref } from '~/i18n/locale'
import { useLanguage } from '~/i18n/messages'
import { createJsonResource } from '~/lib/json-resource'
import { GuideBody } from './guide-body'
import { AtAGlance } from './at-a-glance'
import { GuideCallToAction } from './guide-call-to-action'
import { GuidePicture } from './guide-picture'
import { GuideReview } from './guide-review'
import { ReaderGuideSchema, readerGuideUrl, type ReaderGuide } from './reader-guide'
import { homeSectionsMessages } from '~/i18n/home-sections'

const useReaderGuide = createJsonResource(ReaderGuideSchema)

// Loaded with the guide's text, not with the dialog: the home page's list of files to fetch
// ahead for the dialog stays as it was.
const SaveForOffline = lazy(() => import('./save-for-offline').then((module) => ({ default: module.SaveForOffline })))

interface GuideReaderDialogProps {
  /** The topic to read; its title shows at once while the text loads. */
  topic: { slug: string; title: string }
  onClose: () => void
}

/**
 * The guide reader (the spec's "Article reader"): header image, title, subtitle, intro line, the guide in
 * sections with illustrations between them, and the call to action. This module is loaded
 * only when a farmer presses Learn more, and the text only for the topic they chose.
 */
export function GuideReaderDialog({ topic, onClose }: GuideReaderDialogProps) {
  const { locale } = useLanguage()
  const t = homeSectionsMessages[locale].reader
  const resource = useReaderGuide(readerGuideUrl(topic.slug, locale))
  const guide = resource.status === 'ready' ? resource.data : null
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent width="3xl">
        <ReaderHeaderImage image={guide?.images[0]} />
        <div className="space-y-8 px-5 pt-6 pb-8 sm:px-8">
          <header className="pr-10">
            <DialogTitle className="text-2xl text-stone-900 sm:text-3xl">{guide?.title ?? topic.title}</DialogTitle>
            <DialogDescription className="mt-1 font-semibold text-brand-800">{t.subtitle}</DialogDescription>
            {guide && <p className="mt-4 text-lg text-stone-700">{guide.summary}</p>}
          </header>
          {guide && (
            <Suspense fallback={null}>
              <SaveForOffline
                guide={{ path: localizeHref(guideHref(guide.slug), locale), title: guide.title, images: guide.images }}
              />
            </Suspense>
          )}
          <ResourceStatus resource={resource} messages={t} />
          {guide && (
            <>
              <AtAGlance items={guide.atAGlance} headingLevel={3}>
                <GuideReview slug={guide.slug} reviewedOn={guide.reviewedOn} />
              </AtAGlance>
              <GuideBody body={guide.body} images={guide.images.slice(1)} headingLevel={3} />
              <GuideCallToAction headingLevel={3} />
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  )
}

/** The guide's first image above the title; a drawn band while it loads or if it cannot. */
function ReaderHeaderImage({ image }: { image: ReaderGuide['images'][number] | undefined }) {
  return (
    <div className="aspect-[5/2] w-full overflow-hidden bg-brand-50">
      <GuidePicture
        image={image}
        loading="eager"
        // The dialog: 48rem wide from `md`, the whole screen below.
        sizes="(min-width: 768px) 768px, 100vw"
        className="size-full object-cover"
        placeholderClassName="flex size-full items-center justify-center text-brand-700"
        isPlaceholderLabelled={false}
      />
    </div>
  )
}
