export type { BadgeProps, BadgeVariant } from './badge'
export { Badge, badgeColours, badgeVariants } from './badge'
