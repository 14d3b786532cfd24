// The topic guides, one file each under guides/: the spec's nine topics, then
// the guides beyond them.
import { z } from 'zod'
import { guide as animalProduction } from './guides/animal-production'
import { guide as chickens } from './guides/chickens'
import { guide as climateSmartAgriculture } from './guides/climate-smart-agriculture'
import { guide as cropProduction } from './guides/crop-production'
import { guide as dairyCows } from './guides/dairy-cows'
import { guide as droneSpraying } from './guides/drone-spraying'
import { guide as farmChemicalSafety } from './guides/farm-chemical-safety'
import { guide as harvestAndStorage } from './guides/harvest-and-storage'
import { guide as pestControl } from './guides/pest-control'
import { guide as precisionAgriculture } from './guides/precision-agriculture'
import { guide as riceFarming } from './guides/rice-farming'
import { guide as smartFarming } from './guides/smart-farming'
import { guide as soilHealth } from './guides/soil-health'
import { TOPIC_SLUGS, TopicGuideSchema } from './schema'

/** In TOPIC_SLUGS order: the spec's Featured Topics first. */
export const topicGuides = z
  .array(TopicGuideSchema)
  .length(TOPIC_SLUGS.length)
  .parse([
    cropProduction,
    animalProduction,
    precisionAgriculture,
    pestControl,
    smartFarming,
    droneSpraying,
    climateSmartAgriculture,
    soilHealth,
    riceFarming,
    dairyCows,
    chickens,
    harvestAndStorage,
    farmChemicalSafety,
  ])
