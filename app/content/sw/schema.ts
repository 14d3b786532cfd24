// The Kiswahili texts of the content are overlays: each file under sw/ holds only
// the reader-facing fields of its English module, keyed by the entity's stable key (slug, id,
// YouTube id, the English name) or, for a list without keys, in the English order. A page in
// Kiswahili lays them over the English entities, so links, images and figures stay shared.
// Each text keeps the English field's length limits, so a localized entity still parses.
import { z } from 'zod'

/** A Kiswahili text between `min` and `max` characters, trimmed. */
export const swText = (min = 2, max?: number) => {
  const text = z.string().trim().min(min)
  return max === undefined ? text : text.max(max)
}

/** Kiswahili fields of entities keyed by their stable key; no other field may slip in. */
export const keyedOverlay = <Shape extends z.ZodRawShape>(shape: Shape) => z.record(z.string(), z.strictObject(shape))
