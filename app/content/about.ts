// About page: blurb, vision, mission, ecosystem and impact.
// Impact titles are the spec's claims word for word; their descriptions add no numbers.
import { AboutSchema } from './schema'

export const about = AboutSchema.parse({
  blurb:
    'Skyfield Aerotech is a drone-services company based in Mwea, Kenya. We help farmers protect their crops with precise drone spraying, and through Tujue Ukulima, our knowledge hub, we share practical farming advice, videos and expert answers with farmers across Kenya and East Africa.',
  vision:
    'A future where every smallholder farmer in East Africa can use modern technology and sound knowledge to grow more food, earn a better living and care for the land.',
  mission:
    'To bring affordable drone services, reliable farming knowledge and access to experts within reach of smallholder farmers, so they can make better decisions on their farms every season.',
  ecosystem: [
    {
      title: 'Drone Services',
      description:
        'Drone crop spraying and crop monitoring that reach fields quickly, including flooded paddies where walking with a knapsack sprayer is hard.',
      icon: 'plane',
      href: '/drone-services',
    },
    {
      title: 'Digital Marketplace',
      description:
        'A planned online marketplace to connect farmers with inputs, services and buyers. It is coming soon.',
      icon: 'store',
      href: '/marketplace',
    },
    {
      title: 'Tujue Ukulima Knowledge Hub',
      description:
        'Free articles, video tutorials and an Ask an Expert service (questions welcome in English or Kiswahili) to help farmers learn and solve problems on their farms.',
      icon: 'graduation-cap',
      href: '/articles',
    },
  ],
  impact: [
    {
      title: '500+ farmers empowered',
      description: 'Farmers we have worked with through drone services, training and advice on their farms.',
      icon: 'users',
    },
    {
      title: '40% reduction in crop losses in pilot regions',
      description:
        'Timely spraying and early detection of pests and disease helped pilot farmers save more of their harvest.',
      icon: 'trending-down',
    },
    {
      title: 'Digital jobs for rural youth',
      description: 'Drone operations and digital services create skilled work for young people in rural farming areas.',
      icon: 'briefcase',
    },
    {
      title: 'AI-powered knowledge hub',
      description:
        'An AI assistant on Tujue Ukulima gives farmers quick, general guidance at any time, backed by human experts.',
      icon: 'bot',
    },
  ],
})
