import Award from '~icons/lucide/award'
import BookOpen from '~icons/lucide/book-open'
import Leaf from '~icons/lucide/leaf'
import Users from '~icons/lucide/users'
import type { IconComponent } from '~/components/ui/icon'
import { IconBadge } from '~/components/ui/icon-badge'
import type { IconName, MissionCard } from '~/content/schema'
import { useCatalogue } from '~/i18n/messages'
import { homeSectionsMessages } from '~/i18n/home-sections'

/** The mission cards' icons: content names them, the interface draws them. */
const missionIcons: Partial<Record<IconName, IconComponent>> = {
  'book-open': BookOpen,
  leaf: Leaf,
  users: Users,
  award: Award,
}

/** Home section 2: Our Mission and its four value cards. */
export function MissionSection({ cards }: { cards: MissionCard[] }) {
  const t = useCatalogue(homeSectionsMessages).mission
  return (
    <section aria-labelledby="mission-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="max-w-3xl">
          <h2 id="mission-heading" className="text-3xl font-bold text-stone-900 sm:text-4xl">
            {t.heading}
          </h2>
          <p className="mt-3 text-lg text-stone-700">{t.lead}</p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <li key={card.title} className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
              <IconBadge icon={missionIcons[card.icon] ?? BookOpen} />
              <h3 className="mt-4 text-xl font-bold text-stone-900">{card.title}</h3>
              <p className="mt-2 text-stone-700">{card.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
