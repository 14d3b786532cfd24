// /companies: the 3 agricultural innovation partners. Names, contacts,
// images, video ids and blog metadata are the catalogue's; texts are ours.
import { z } from 'zod'
import { CompanySchema } from './schema'

export const companies = z
  .array(CompanySchema)
  .length(3)
  .parse([
    {
      id: 'skyfield-aerotech',
      name: 'Skyfield Aerotech',
      description:
        'Skyfield Aerotech is a Kenyan drone-services company working with farmers in Mwea and beyond. It offers crop spraying and crop monitoring with agricultural drones, helping farmers protect their crops on time and use inputs more carefully. It also runs Tujue Ukulima, a free knowledge hub of articles, videos and expert advice for farmers.',
      tagline: 'Drone services and farming know-how for Kenyan farmers',
      logo: 'https://res.cloudinary.com/dalbjrgto/image/upload/v1737550678/WhatsApp_Image_2024-09-15_at_02.14.00_c07c6102_a4qllk.jpg',
      coverImage:
        'https://res.cloudinary.com/dalbjrgto/image/upload/v1748529254/WhatsApp_Image_2025-05-29_at_17.32.56_ea67fa29_ykt8q4.jpg',
      specialty: 'Drone Technology',
      established: 2020,
      location: 'Nairobi, Kenya',
      contact: { phone: '+254 700 123 456', email: 'skyfield.kenya@gmail.com' },
      videos: [
        {
          id: '9Xgd47PJTa8',
          title: 'Precision Agriculture with Drones',
          description: 'How drones help farmers apply inputs precisely and see their fields from above.',
        },
        {
          id: 'SJ0TysUEyic',
          title: 'Crop Monitoring Solutions',
          description: 'Ways to watch crop health across a field and catch problems before they spread.',
        },
        {
          id: 'a76KdORXA6M',
          title: 'Smart Farming Innovation',
          description: 'New tools and ideas that make everyday farm work more efficient.',
        },
        {
          id: '5nC2eyrpUDk',
          title: 'Sustainable Agriculture Technology',
          description: 'Technology that helps farmers grow more while caring for soil and water.',
        },
        {
          id: 'DTg2fU9I2DM',
          title: 'Agricultural Drone Services',
          description: 'What an agricultural drone service does on a farm and how a job is carried out.',
        },
      ],
      blogs: [
        {
          id: 1,
          title: 'The Future of Precision Agriculture: How Drones Are Changing Farming',
          excerpt:
            'How drones are moving from a novelty to a practical farm tool, and what that could mean for smallholders who hire them for spraying and scouting.',
          author: 'Dr. Sarah Kimani',
          date: 'January 15, 2025',
          category: 'Technology',
          readTime: '8 min read',
        },
        {
          id: 2,
          title: 'Sustainable Farming Practices with Drone Technology',
          excerpt:
            'How targeted drone spraying can reduce wasted chemicals and water, and fit into a wider plan for farming sustainably.',
          author: 'Michael Ochieng',
          date: 'January 10, 2025',
          category: 'Sustainability',
          readTime: '6 min read',
        },
        {
          id: 3,
          title: 'Crop Health Monitoring: Early Detection Saves Harvests',
          excerpt:
            'Why spotting pests, disease and nutrient stress early matters, and how regular scouting from the ground and the air helps you act in time.',
          author: 'Grace Wanjiku',
          date: 'January 5, 2025',
          category: 'Crop Management',
          readTime: '7 min read',
        },
        {
          id: 4,
          title: 'ROI Analysis: Why Farmers Are Investing in Drone Technology',
          excerpt:
            'A look at the costs and benefits a farmer should weigh before paying for drone services, from labour and input savings to timing.',
          author: 'James Mutua',
          date: 'December 28, 2024',
          category: 'Business',
          readTime: '10 min read',
        },
      ],
    },
    {
      id: 'smachs-foundation',
      name: 'Smachs Foundation',
      description:
        'Smachs Foundation is a community development organisation based in Nairobi. It works with farming communities on education and training, sharing sustainable farming practices and helping farmers, women and young people build better livelihoods from agriculture.',
      tagline: 'Growing stronger farming communities through education',
      logo: 'https://res.cloudinary.com/dalbjrgto/image/upload/v1748920724/smachs_logo_uw03kp.png',
      coverImage: 'https://res.cloudinary.com/dalbjrgto/image/upload/v1748920724/smachs_foundation_bskd3k.jpg',
      specialty: 'Community Development',
      established: 2023,
      location: 'Nairobi, Kenya',
      contact: { phone: '(+254) 700 090 999', email: 'info@smachs.foundation' },
      videos: [
        {
          id: 'uzn84Zjnd94',
          title: 'Community Agricultural Development',
          description: 'How communities can work together to improve farming and rural livelihoods.',
        },
        {
          id: 'tBiRbPlHbJI',
          title: 'Sustainable Farming Education',
          description: 'Training on farming methods that protect the land for future seasons.',
        },
        {
          id: 'bIn2rRiCEHM',
          title: 'Agricultural Innovation Programs',
          description: 'Programmes that bring new ideas and tools to farming communities.',
        },
        {
          id: '5oVvetZm5Oo',
          title: 'Community Impact Stories',
          description: 'Stories from farming communities about the changes training has brought.',
        },
        {
          id: 'n562ieDtTyU',
          title: 'Live Agricultural Workshop',
          description: 'A recorded live workshop with practical farming lessons and questions from farmers.',
        },
        {
          id: 'sTRlgdZEizI',
          title: 'Organic Farming Techniques',
          description: 'Growing crops with compost, manure and natural pest control instead of synthetic inputs.',
        },
        {
          id: 'Lv7wylrazfw',
          title: 'Water Conservation in Agriculture',
          description: 'Simple ways to harvest, store and save water on the farm.',
        },
        {
          id: 'qgaSmCXcfvY',
          title: 'Crop Diversification Strategies',
          description: 'Why growing a mix of crops spreads risk and can improve soil and income.',
        },
        {
          id: 'xXmWDX9KTCM',
          title: 'Agricultural Finance and Support',
          description: 'Where farmers can look for credit, savings groups and other support.',
        },
        {
          id: 'pt48gO-y9W4',
          title: 'Quick Farming Tips',
          description: 'Short, practical tips farmers can try on their own plots.',
        },
        {
          id: 'R-YjuMhAVMk',
          title: 'Soil Health Management',
          description: 'Keeping soil fertile and alive with organic matter, cover and rotation.',
        },
        {
          id: 'roZtOXpGA8s',
          title: 'Climate-Smart Agriculture',
          description: 'Farming practices that help crops and livestock cope with a changing climate.',
        },
        {
          id: 'dS6HP8N8vzs',
          title: 'Pest Management Solutions',
          description: 'Ways to keep pests under control while limiting chemical use.',
        },
        {
          id: 'UZt2wqIksQU',
          title: 'Harvest Optimization',
          description: 'Getting the most from your harvest through good timing, handling and storage.',
        },
        {
          id: 'dts1jVPEszM',
          title: 'Agricultural Technology Adoption',
          description: 'How farmers can try out and adopt new farming technology step by step.',
        },
      ],
      blogs: [
        {
          id: 1,
          title: 'Building Resilient Agricultural Communities Through Education',
          excerpt:
            'Why farmer training and shared learning help communities recover from bad seasons and keep improving their farms.',
          author: 'Dr. Alice Nambi',
          date: 'January 20, 2025',
          category: 'Education',
          readTime: '9 min read',
        },
        {
          id: 2,
          title: 'Sustainable Farming: A Path to Food Security',
          excerpt:
            'How caring for soil, water and biodiversity helps farms keep producing food for families and markets year after year.',
          author: 'Samuel Kiprotich',
          date: 'January 18, 2025',
          category: 'Sustainability',
          readTime: '7 min read',
        },
        {
          id: 3,
          title: 'Empowering Women in Agriculture: Stories of Change',
          excerpt:
            'Reflections on the central role women play in farming, and on how access to training, land and finance can open new opportunities.',
          author: 'Margaret Achieng',
          date: 'January 15, 2025',
          category: 'Community',
          readTime: '8 min read',
        },
        {
          id: 4,
          title: 'Climate-Smart Agriculture: Adapting to Change',
          excerpt:
            'Practical ideas for farming with less predictable rains, from drought-tolerant crops to water harvesting and better soil cover.',
          author: 'Dr. Joseph Mukasa',
          date: 'January 12, 2025',
          category: 'Climate',
          readTime: '10 min read',
        },
        {
          id: 5,
          title: 'Organic Farming: Benefits and Best Practices',
          excerpt:
            'What organic farming involves, where it can help a smallholder, and good practices for building fertility and managing pests naturally.',
          author: 'Grace Nakato',
          date: 'January 8, 2025',
          category: 'Organic Farming',
          readTime: '6 min read',
        },
        {
          id: 6,
          title: 'Water Conservation Techniques for Small-Scale Farmers',
          excerpt:
            'Low-cost ways to capture, store and use water wisely on a small farm, such as mulching, water pans and drip irrigation.',
          author: 'Peter Wanyama',
          date: 'January 5, 2025',
          category: 'Water Management',
          readTime: '8 min read',
        },
      ],
    },
    {
      id: 'pula-advisors',
      name: 'Pula Advisors',
      description:
        'Pula Advisors works in agricultural insurance, helping smallholder farmers protect themselves against losses from drought, floods, pests and other risks. Its work also includes advice that helps farmers understand their risks and recover faster after a bad season.',
      tagline: "Protecting farmers' harvests and incomes against risk",
      logo: 'https://res.cloudinary.com/dalbjrgto/image/upload/v1748928908/pula_pgpec3.png',
      coverImage: 'https://res.cloudinary.com/dalbjrgto/image/upload/v1748928909/poula_ylmznu.png',
      specialty: 'Agricultural Insurance',
      established: 2015,
      location: 'Nairobi, Kenya',
      contact: { phone: '+254 700 789 012', email: 'info@pula.io' },
      videos: [
        {
          id: 'ZBloTs2jEgA',
          title: 'Agricultural Insurance Solutions',
          description: "How crop insurance works and how it can protect a farmer's investment.",
        },
        {
          id: 'CKcs7xpbW9U',
          title: 'Risk Management for Farmers',
          description: 'Ways to plan for weather, pest and market risks before they hit.',
        },
        {
          id: 'JwVeSMiRuFw',
          title: 'Agricultural Advisory Services',
          description: 'How practical farm advice helps farmers make better decisions each season.',
        },
        {
          id: 'cMMZEWLlL0c',
          title: 'Insurance Technology Innovation',
          description: 'How mobile phones and data make insurance easier to reach for smallholders.',
        },
        {
          id: '-vHF1HAsfrQ',
          title: 'Farmer Protection Programs',
          description: 'Programmes that help farmers recover after crop losses.',
        },
        {
          id: 'tKP0Wf2-_hg',
          title: 'Agricultural Investment Security',
          description: 'Protecting money put into seed, fertiliser and equipment against loss.',
        },
      ],
      blogs: [
        {
          id: 1,
          title: 'The Importance of Agricultural Insurance in Modern Farming',
          excerpt:
            "Why insurance matters when one drought or flood can wipe out a season's work, and how it helps farmers invest with more confidence.",
          author: 'Dr. Rose Gichuru',
          date: 'January 22, 2025',
          category: 'Insurance',
          readTime: '7 min read',
        },
        {
          id: 2,
          title: 'Climate Risk Management for Agricultural Investments',
          excerpt:
            'How farmers and lenders can think about climate risk when putting money into inputs, equipment and land.',
          author: 'Samuel Njoroge',
          date: 'January 19, 2025',
          category: 'Risk Management',
          readTime: '9 min read',
        },
        {
          id: 3,
          title: 'Technology-Driven Insurance Solutions for Smallholder Farmers',
          excerpt:
            'How mobile technology and weather data are making insurance simpler to buy and claims quicker to settle for small farms.',
          author: 'Mary Wanjiku',
          date: 'January 16, 2025',
          category: 'Technology',
          readTime: '8 min read',
        },
        {
          id: 4,
          title: 'Building Resilient Agricultural Value Chains',
          excerpt:
            'How farmers, buyers, lenders and insurers can work together so that a shock in one place does not break the whole chain.',
          author: 'James Kamau',
          date: 'January 13, 2025',
          category: 'Value Chains',
          readTime: '10 min read',
        },
      ],
    },
  ])
