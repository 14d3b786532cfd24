// Home testimonials carousel: names, roles, photos and ratings are the
// catalogue's; the quotes are ours, written for each farmer's role and place.
import { z } from 'zod'
import { TestimonialSchema } from './schema'

export const testimonials = z
  .array(TestimonialSchema)
  .length(4)
  .parse([
    {
      id: 1,
      name: 'John Mwangi',
      role: 'Rice Farmer, Mwea',
      image: 'https://images.unsplash.com/photo-1507003211169-0a1dd7228f2d',
      quote:
        'In the paddies it is hard to walk in with a knapsack sprayer once the water is in. Having the drone team spray on time saved me a lot of hard work, and the tips on the hub helped me spot pests earlier.',
      rating: 5,
    },
    {
      id: 2,
      name: 'Faith Wanjiru',
      role: 'Vegetable Farmer, Nakuru',
      image: 'https://images.unsplash.com/photo-1580489944761-15a19d654956',
      quote:
        'I grow tomatoes and kale, and blight used to catch me by surprise. The videos showed me how to scout my beds and when to act, and when I was unsure, the expert answered my question clearly.',
      rating: 5,
    },
    {
      id: 3,
      name: 'David Ochieng',
      role: 'Maize Farmer, Kakamega',
      image: 'https://images.unsplash.com/photo-1603415526960-f7e0328c63b1',
      quote:
        'The articles on soil health made me test my soil before buying fertiliser. Now I know what my shamba needs. I would like to see more content in Kiswahili, but the advice is practical.',
      rating: 4,
    },
    {
      id: 4,
      name: 'Esther Kamau',
      role: 'Agricultural Cooperative Leader',
      image: 'https://images.unsplash.com/photo-1534528741775-53994a69daeb',
      quote:
        'Our members share the hub videos in our group meetings. It gives everyone the same reliable information, and the farmers come back with better questions for the extension officers.',
      rating: 5,
    },
  ])
