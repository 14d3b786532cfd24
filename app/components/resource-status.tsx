import LoaderCircle from '~icons/lucide/loader-circle'
import RotateCw from '~icons/lucide/rotate-cw'
import { Button } from '~/components/ui/button'
import type { ResourceState } from '~/lib/json-resource'
import { cn } from '~/lib/utils'

interface ResourceStatusProps {
  resource: ResourceState<unknown>
  messages: { loading: string; failed: string; retry: string }
  /** Spacing around the message, where the dialog's body has none of its own. */
  className?: string
}

/**
 * What a dialog shows while its text loads (announced), or when it could not load: the
 * failure and a Retry button. Nothing once the text is there.
 */
export function ResourceStatus({ resource, messages, className }: ResourceStatusProps) {
  if (resource.status === 'loading')
    return (
      <p role="status" className={cn('flex items-center gap-2', className, 'text-stone-700')}>
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        {messages.loading}
      </p>
    )
  if (resource.status === 'error')
    return (
      <div role="alert" className={cn('space-y-3', className)}>
        <p className="text-stone-800">{messages.failed}</p>
        <Button variant="outline" size="sm" onClick={resource.retry}>
          <RotateCw aria-hidden="true" />
          {messages.retry}
        </Button>
      </div>
    )
  return null
}
