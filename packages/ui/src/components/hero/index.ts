export type { HeroCtaEvent, HeroProps } from './hero'
export { Hero, HeroSkeleton, heroVariants } from './hero'
