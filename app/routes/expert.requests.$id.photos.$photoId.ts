// GET /expert/requests/:id/photos/:photoId: a farmer's photo sent on WhatsApp with their request,
// for a signed-in expert only (anyone else is sent to sign in), never cached by a shared cache.
import { data } from 'react-router'
import type { Route } from './+types/expert.requests.$id.photos.$photoId'
import { requireExpert } from '~/features/experts/expert-auth.server'
import { readRequestPhoto } from '~/lib/whatsapp/photo-store.server'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireExpert(request, context.database)
  const photo = await readRequestPhoto(context.database, params.id, params.photoId)
  if (!photo) throw data(null, { status: 404 })
  return new Response(new Uint8Array(photo.data), {
    headers: {
      'Content-Type': photo.mimeType,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
