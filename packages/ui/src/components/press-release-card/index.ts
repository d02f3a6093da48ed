export type { PressReleaseCardEvent, PressReleaseCardProps } from './press-release-card'
export { PressReleaseCard, PressReleaseCardSkeleton } from './press-release-card'
