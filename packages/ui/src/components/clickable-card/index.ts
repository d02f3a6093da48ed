export type { ClickableCardEvent, ClickableCardProps } from './clickable-card'
export { ClickableCard, ClickableCardSkeleton } from './clickable-card'
