export type { SortDirection, TableHeadProps, TableSortButtonProps } from './table'
export {
  nextSortDirection,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
  TableSortButton,
} from './table'
