import { useCatalogue } from '~/i18n/messages'
import { aboutMessages } from '~/i18n/about'
import Eye from '~icons/lucide/eye'
import Target from '~icons/lucide/target'
import type { IconComponent } from '~/components/ui/icon'
import { IconBadge } from '~/components/ui/icon-badge'

interface VisionMissionProps {
  vision: string
  mission: string
}

/** The company's vision and mission, side by side on wide screens. */
export function VisionMission({ vision, mission }: VisionMissionProps) {
  const t = useCatalogue(aboutMessages)
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 sm:py-16 md:grid-cols-2">
      <StatementCard title={t.visionTitle} text={vision} Icon={Eye} />
      <StatementCard title={t.missionTitle} text={mission} Icon={Target} />
    </div>
  )
}

function StatementCard({ title, text, Icon }: { title: string; text: string; Icon: IconComponent }) {
  return (
    <section className="rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
      <IconBadge icon={Icon} tone="solid" shape="tile" />
      <h2 className="mt-4 text-2xl font-bold text-brand-950">{title}</h2>
      <p className="mt-3 text-lg leading-relaxed text-stone-700">{text}</p>
    </section>
  )
}
