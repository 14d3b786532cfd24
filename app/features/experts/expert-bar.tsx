import LogOut from '~icons/lucide/log-out'
import { Form } from 'react-router'
import { useLocalizedHref } from '~/components/link'
import { Button } from '~/components/ui/button'
import { expertMessages } from '~/i18n/expert'
import { useCatalogue } from '~/i18n/messages'
import { CsrfField } from './csrf-field'

interface ExpertBarProps {
  name: string
  csrfToken: string
}

/** Who is signed in, and the way out (a POST, so a link elsewhere cannot sign anyone out). */
export function ExpertBar({ name, csrfToken }: ExpertBarProps) {
  const t = useCatalogue(expertMessages)
  const localize = useLocalizedHref()
  return (
    <div className="border-b border-stone-200 bg-stone-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 sm:px-6">
        <p className="text-sm text-stone-700">{t.signedInAs(name)}</p>
        <Form method="post" action={localize('/expert/sign-out')} reloadDocument>
          <CsrfField token={csrfToken} />
          <Button type="submit" variant="ghost" size="sm">
            <LogOut aria-hidden="true" />
            {t.signOut}
          </Button>
        </Form>
      </div>
    </div>
  )
}
