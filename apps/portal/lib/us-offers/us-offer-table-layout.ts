/**
 * The US offers table's look on a phone, written once on the table (as `offerTableLayout` does
 * for the offers table): below 42rem of its container's width (`usOfferTableFrame`) each offer
 * is a card instead of a row that scrolls sideways. The rows carry no classes for it; these rules
 * find a cell by its position in the row:
 *
 * 1 bank and its features · 2 product and its terms · 3 APY · 4 maturity · 5 annualized
 * earnings · 6 save button
 *
 * Card order: bank and its features across the card, APY / maturity, earnings / save button,
 * product and terms across the card; a value's column name from the cell's `data-label` above
 * it, the table head kept for screen readers only.
 */
export const usOfferTableLayout = [
  '@max-2xl:block @max-2xl:text-base @max-2xl:[&_tbody]:block',
  '@max-2xl:[&_thead]:sr-only',
  '@max-2xl:[&_caption]:block @max-2xl:[&_caption]:mt-0 @max-2xl:[&_caption]:text-left',
  '@max-2xl:[&_tbody>tr]:mt-3 @max-2xl:[&_tbody>tr]:grid',
  '@max-2xl:[&_tbody>tr]:grid-cols-2 @max-2xl:[&_tbody>tr]:gap-x-3',
  '@max-2xl:[&_tbody>tr]:gap-y-2 @max-2xl:[&_tbody>tr]:rounded-xl',
  '@max-2xl:[&_tbody>tr]:border! @max-2xl:[&_tbody>tr]:border-border',
  '@max-2xl:[&_tbody>tr]:p-3 @max-2xl:[&_tbody>tr]:shadow-sm',
  '@max-2xl:[&_tbody>tr]:hover:bg-transparent',
  '@max-2xl:[&_td]:block @max-2xl:[&_td]:p-0',
  '@max-2xl:[&_td:nth-child(1)]:order-1 @max-2xl:[&_td:nth-child(1)]:col-span-2',
  '@max-2xl:[&_td:nth-child(3)]:order-2 @max-2xl:[&_td:nth-child(3)]:text-left',
  '@max-2xl:[&_td:nth-child(3)]:text-lg @max-2xl:[&_td:nth-child(3)]:font-semibold',
  '@max-2xl:[&_td:nth-child(3)]:text-primary @max-2xl:[&_td:nth-child(4)]:order-3',
  '@max-2xl:[&_td:nth-child(5)]:order-4 @max-2xl:[&_td:nth-child(5)]:text-left',
  '@max-2xl:[&_td:nth-child(6)]:order-5 @max-2xl:[&_td:nth-child(6)]:self-end',
  '@max-2xl:[&_td:nth-child(6)]:justify-self-end',
  '@max-2xl:[&_td:nth-child(2)]:order-6 @max-2xl:[&_td:nth-child(2)]:col-span-2',
  // product and its terms' toggle on one line
  '@max-2xl:[&_td:nth-child(2)>div]:flex @max-2xl:[&_td:nth-child(2)>div]:flex-wrap',
  '@max-2xl:[&_td:nth-child(2)>div]:items-baseline @max-2xl:[&_td:nth-child(2)>div]:gap-x-4',
  '@max-2xl:[&_td:nth-child(2)>div]:gap-y-2 @max-2xl:[&_td:nth-child(2)>div>*]:mb-0!',
  '@max-2xl:[&_td[data-label]]:before:block @max-2xl:[&_td[data-label]]:before:text-xs',
  '@max-2xl:[&_td[data-label]]:before:font-medium @max-2xl:[&_td[data-label]]:before:text-muted-foreground',
  '@max-2xl:[&_td[data-label]]:before:content-[attr(data-label)]',
].join(' ')

/** The size container the US table's layout follows. */
export const usOfferTableFrame = '@container'
