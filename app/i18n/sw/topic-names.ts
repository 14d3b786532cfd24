// The nine featured topics' names in Kiswahili (en/topic-names.ts): the titles of the Kiswahili topic
// guides (app/content/guides/sw/), word for word.
import type { topicNames as enTopicNames } from '../en/topic-names'

export const topicNames: typeof enTopicNames = {
  'crop-production': 'Uzalishaji wa Mazao',
  'animal-production': 'Ufugaji wa Wanyama',
  'precision-agriculture': 'Kilimo cha Usahihi',
  'pest-control': 'Udhibiti wa Wadudu Waharibifu',
  'smart-farming': 'Kilimo cha Kidijitali',
  'drone-spraying': 'Unyunyiziaji kwa Droni',
  'climate-smart-agriculture': 'Kilimo Kinachostahimili Mabadiliko ya Tabianchi',
  'soil-health': 'Afya ya Udongo',
  'rice-farming': 'Kilimo cha Mpunga',
}
