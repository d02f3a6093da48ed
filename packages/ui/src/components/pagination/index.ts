export type { PaginationEvent, PaginationLabels, PaginationProps } from './pagination'
export { Pagination, visiblePages } from './pagination'
