import * as z from 'zod/mini'
import { lazySchema } from './lazy-schema'

function nameForm() {
  const create = vi.fn(() => z.object({ name: z.string().check(z.minLength(2, 'Write your name')) }))
  return { create, ...lazySchema(create) }
}

const options = { fields: {}, shouldUseNativeValidation: false }

describe('lazySchema', () => {
  it('makes nothing until the first check', () => {
    const { create } = nameForm()
    expect(create).not.toHaveBeenCalled()
  })

  it('checks with the schema, made once', async () => {
    const { create, resolver } = nameForm()
    const bad = await resolver({ name: 'a' }, undefined, options)
    expect(bad.errors.name?.message).toBe('Write your name')
    const good = await resolver({ name: 'Wanjiku' }, undefined, options)
    expect(good).toEqual({ values: { name: 'Wanjiku' }, errors: {} })
    expect(create).toHaveBeenCalledTimes(1)
  })

  it('gives the same schema to the form and its resolver', async () => {
    const { create, schema, resolver } = nameForm()
    expect(schema().safeParse({ name: 'Otieno' }).success).toBe(true)
    await resolver({ name: 'Otieno' }, undefined, options)
    expect(create).toHaveBeenCalledTimes(1)
  })
})
