export type { BadgeProps } from './badge'
export { Badge, badgeVariants } from './badge'
