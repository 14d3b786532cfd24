/**
 * A card that is wholly one link (or button). `linkCard` goes on the card: the box the link's
 * target covers, which shows the link's focus with a ring. `cardLink` goes on the link, left where
 * a screen reader reads it (the card's heading, a line's value): its ::after stretches over the
 * card, so a tap anywhere on the card follows it. Class names, not components: the bundler writes
 * them into each page's own code, where a shared component would be a chunk of its own.
 */
export const linkCard = 'relative focus-within:ring-2 focus-within:ring-brand-700'

/** The link of a `linkCard`. */
export const cardLink = 'after:absolute after:inset-0 focus-visible:outline-none'
