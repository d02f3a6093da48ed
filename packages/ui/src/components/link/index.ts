export type { LinkProps } from './link'
export { Link, linkVariants } from './link'
