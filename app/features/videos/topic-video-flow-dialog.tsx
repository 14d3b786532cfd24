import ArrowLeft from '~icons/lucide/arrow-left'
import ChevronRight from '~icons/lucide/chevron-right'
import ExternalLink from '~icons/lucide/external-link'
import Play from '~icons/lucide/play'
import { useEffect, useRef, useState, type Ref } from 'react'
import { ResourceStatus } from '~/components/resource-status'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog'
import { useLanguage, useCatalogue } from '~/i18n/messages'
import { createJsonResource } from '~/lib/json-resource'
import { TopicVideoFlowSchema, topicVideoFlowUrl, type FlowGroup, type FlowVideo } from './topic-video-flow'
import { VideoPlayerDialog, type PlayableVideo } from './video-player-dialog'
import { homeSectionsMessages } from '~/i18n/home-sections'

const useTopicVideoFlow = createJsonResource(TopicVideoFlowSchema)

interface TopicVideoFlowDialogProps {
  topic: { slug: string; title: string }
  onClose: () => void
}

/**
 * A featured topic's Watch videos: Crop Production → crop →
 * video → player; Animal Production → animal → video → player; other topics → a list of
 * Watch buttons and a link to more on the video site. Back goes up one level; the player
 * opens over the list and closing it returns to the list. Loaded only when asked for.
 */
export function TopicVideoFlowDialog({ topic, onClose }: TopicVideoFlowDialogProps) {
  const { locale } = useLanguage()
  const t = homeSectionsMessages[locale].videoFlow
  const resource = useTopicVideoFlow(topicVideoFlowUrl(topic.slug, locale))
  const [groupName, setGroupName] = useState<string | null>(null)
  const [playing, setPlaying] = useState<PlayableVideo | null>(null)
  const flow = resource.status === 'ready' ? resource.data : null
  const groups = flow && flow.kind !== 'list' ? flow.groups : null
  const group = groups?.find((candidate) => candidate.name === groupName) ?? null

  // Moving down a level puts focus on the new level's title; Back returns it to the choice made.
  const titleRef = useRef<HTMLHeadingElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const lastGroup = useRef<string | null>(null)
  useEffect(() => {
    if (group) {
      titleRef.current?.focus()
    } else if (lastGroup.current) {
      const chosen = listRef.current?.querySelector<HTMLElement>(`[data-group="${CSS.escape(lastGroup.current)}"]`)
      chosen?.focus()
    }
    lastGroup.current = group?.name ?? null
  }, [group])

  const title = group ? group.name : t.title(topic.title)
  const description = group
    ? t.videoCount(group.videos.length)
    : flow?.kind === 'crops'
      ? t.chooseCrop
      : flow?.kind === 'animals'
        ? t.chooseAnimal
        : t.chooseVideo

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent width="xl">
        <div className="border-b border-stone-200 px-5 pt-5 pr-16 pb-4 sm:px-6">
          {group && (
            <Button variant="ghost" size="sm" className="mb-2 -ml-3" onClick={() => setGroupName(null)}>
              <ArrowLeft aria-hidden="true" />
              {flow?.kind === 'animals' ? t.backToAnimals : t.backToCrops}
            </Button>
          )}
          <DialogTitle ref={titleRef} tabIndex={-1} className="text-xl text-stone-900 outline-none">
            {title}
          </DialogTitle>
          <DialogDescription className="mt-1 text-stone-600">{description}</DialogDescription>
        </div>
        <div className="px-5 py-4 sm:px-6">
          <ResourceStatus resource={resource} messages={t} className="py-4" />
          {groups && !group && <GroupList ref={listRef} groups={groups} onChoose={setGroupName} />}
          {group && <VideoList videos={group.videos} onWatch={setPlaying} />}
          {flow?.kind === 'list' && (
            <>
              <VideoList videos={flow.videos} onWatch={setPlaying} />
              <a
                href={flow.moreUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-4 inline-flex items-center gap-1.5 font-semibold text-brand-800 underline hover:text-brand-900"
              >
                {t.moreVideos(topic.title)}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only"> {t.opensInNewTab}</span>
              </a>
            </>
          )}
        </div>
        <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />
      </DialogContent>
    </Dialog>
  )
}

interface GroupListProps {
  ref: Ref<HTMLUListElement>
  groups: FlowGroup[]
  onChoose: (name: string) => void
}

/** The crops or the animals, each with its number of videos. */
function GroupList({ ref, groups, onChoose }: GroupListProps) {
  const t = useCatalogue(homeSectionsMessages).videoFlow
  return (
    <ul ref={ref} className="grid gap-2 sm:grid-cols-2">
      {groups.map((group) => (
        <li key={group.name}>
          <button
            type="button"
            data-group={group.name}
            onClick={() => onChoose(group.name)}
            className="flex w-full items-center justify-between gap-3 rounded-lg border border-stone-200 px-4 py-3 text-left hover:border-brand-700 hover:bg-brand-50"
          >
            <span>
              <span className="block font-semibold text-stone-900">{group.name}</span>
              <span className="block text-sm text-stone-600">{t.videoCount(group.videos.length)}</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          </button>
        </li>
      ))}
    </ul>
  )
}

/** Videos by title, each with a Watch button that opens the player. */
function VideoList({ videos, onWatch }: { videos: FlowVideo[]; onWatch: (video: PlayableVideo) => void }) {
  const t = useCatalogue(homeSectionsMessages).videoFlow
  return (
    <ul className="divide-y divide-stone-200">
      {videos.map((video) => (
        <li key={`${video.youtubeId}-${video.title}`} className="flex items-center justify-between gap-3 py-2.5">
          <span className="font-medium text-stone-900">{video.title}</span>
          <Button size="sm" onClick={() => onWatch(video)} aria-label={t.watchVideo(video.title)}>
            <Play aria-hidden="true" />
            {t.watch}
          </Button>
        </li>
      ))}
    </ul>
  )
}
