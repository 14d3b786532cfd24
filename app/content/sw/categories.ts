// The Kiswahili labels of the article and video categories. The values stay
// English (they are the filters' keys and the URLs' slugs); only the label shown is translated.
// The nine topic names are the ones the Kiswahili guides and the interface catalogue use.
import { z } from 'zod'
import { ArticleCategorySchema, VideoCategorySchema } from '../schema'
import { swText } from './schema'

export const ArticleCategoriesSwSchema = z.record(ArticleCategorySchema, swText(3, 80))
export type ArticleCategoriesSwInput = z.input<typeof ArticleCategoriesSwSchema>

export const VideoCategoriesSwSchema = z.record(VideoCategorySchema, swText(3, 80))
export type VideoCategoriesSwInput = z.input<typeof VideoCategoriesSwSchema>

export const articleCategoriesSw = ArticleCategoriesSwSchema.parse({
  'Pest Control': 'Udhibiti wa Wadudu Waharibifu',
  'Smart Farming': 'Kilimo cha Kidijitali',
  'Drone Spraying': 'Unyunyiziaji kwa Droni',
  'Climate-Smart Agriculture': 'Kilimo Kinachostahimili Mabadiliko ya Tabianchi',
  'Soil Health': 'Afya ya Udongo',
  'Rice Farming': 'Kilimo cha Mpunga',
})

export const videoCategoriesSw = VideoCategoriesSwSchema.parse({
  'Precision Agriculture': 'Kilimo cha Usahihi',
  'Crop Production': 'Uzalishaji wa Mazao',
  'Animal Production': 'Ufugaji wa Wanyama',
  'Pest Control': 'Udhibiti wa Wadudu Waharibifu',
  'Smart Farming': 'Kilimo cha Kidijitali',
  'Drone Spraying': 'Unyunyiziaji kwa Droni',
  'Climate-Smart Agriculture': 'Kilimo Kinachostahimili Mabadiliko ya Tabianchi',
  'Soil Health': 'Afya ya Udongo',
  'Rice Farming': 'Kilimo cha Mpunga',
  'Big Data in Farming': 'Data Kubwa katika Kilimo',
  'Satellite in Agriculture': 'Setilaiti katika Kilimo',
  'Vertical Hydroponics': 'Kilimo cha Wima bila Udongo',
  'Renewable Energy': 'Nishati Jadidifu',
  'Genetic Engineering': 'Uhandisi Jeni',
  AgroFinTech: 'Teknolojia ya Fedha kwa Kilimo',
})
