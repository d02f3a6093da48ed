export type { SkeletonGroupProps, SkeletonProps } from './skeleton'
export { Skeleton, SkeletonGroup, skeletonVariants } from './skeleton'
