import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type * as z from 'zod/v4/core'

/**
 * A form's zod schema, made at the form's first check instead of while the form is drawn, and
 * the form's resolver that checks with it. Making a schema sets up every field's checks; on
 * /contact that was most of the form's first render, which React cannot split, so a long task
 * as the page turned live. The first check is a press or a blur: a farmer's own move.
 * Make one per form with `useMemo`, keyed on the messages the schema shows: another language, another schema.
 */
export function lazySchema<Schema extends z.$ZodType<unknown, FieldValues>>(create: () => Schema) {
  let made: Schema | undefined
  let check: Resolver<z.input<Schema>, unknown, z.output<Schema>> | undefined
  const schema = () => (made ??= create())
  const resolver: Resolver<z.input<Schema>, unknown, z.output<Schema>> = (values, context, options) => {
    check ??= zodResolver(schema())
    return check(values, context, options)
  }
  return { schema, resolver }
}
