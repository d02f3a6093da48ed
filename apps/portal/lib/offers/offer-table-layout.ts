/**
 * The offers table's look, written once on the table instead of on each of its rows and cells:
 * twenty offers repeated the same class strings in the HTML and again in the RSC payload, about
 * half of the page's bytes. The rows carry no classes for their layout; these rules find them
 * by the summary row's `data-offer-id` (its second row, the labels and detail toggles, follows
 * it) and by the position of a cell in the summary row:
 *
 * 1 compare · 2 bank and guarantee country · 3 rate · 4 net rate · 5 term · 6 availability ·
 * 7 interest payout · 8 order button
 *
 * The table sits in a size container (`offerTableFrame`): below 64rem of width each offer is a
 * card (bank and guarantee country, rate and term first, the order button across the card's
 * foot, every value under its column's name from the cell's `data-label`), so the layout follows
 * the space the table has, in a page or a story.
 */
export const offerTableLayout = [
  'tabular-nums',
  // Table: the rows' cells, a line under each offer, the hovered row tinted.
  '@5xl:[&_td]:px-3 @5xl:[&_td]:py-2.5 @5xl:[&_td]:align-middle',
  '@5xl:[&_[data-offer-id]>:nth-child(n+3):nth-child(-n+5)]:text-right',
  '@5xl:[&_[data-offer-id]+tr]:border-b @5xl:[&_[data-offer-id]+tr]:border-neutral-200',
  '@5xl:[&_[data-offer-id]+tr>td]:pt-0 @5xl:[&_tbody_tr:hover]:bg-neutral-50',
  '[&_[data-offer-id]+tr>td>*+*]:mt-2',
  '@5xl:[&_[data-offer-id]>:last-child>a]:px-3',
  // Cards: the summary row is the card's top, the labels and toggles row its foot.
  '@max-5xl:block @max-5xl:text-base @max-5xl:[&_tbody]:block @max-5xl:[&_td]:block',
  '@max-5xl:[&_[data-offer-id]]:mt-3 @max-5xl:[&_[data-offer-id]]:grid',
  '@max-5xl:[&_[data-offer-id]]:grid-cols-2 @max-5xl:[&_[data-offer-id]]:gap-x-4',
  '@max-5xl:[&_[data-offer-id]]:gap-y-3 @max-5xl:[&_[data-offer-id]]:rounded-t-xl',
  '@max-5xl:[&_[data-offer-id]]:border @max-5xl:[&_[data-offer-id]]:border-b-0',
  '@max-5xl:[&_[data-offer-id]]:border-border @max-5xl:[&_[data-offer-id]]:p-4',
  '@max-5xl:[&_[data-offer-id]+tr]:block @max-5xl:[&_[data-offer-id]+tr]:rounded-b-xl',
  '@max-5xl:[&_[data-offer-id]+tr]:border @max-5xl:[&_[data-offer-id]+tr]:border-t-0',
  '@max-5xl:[&_[data-offer-id]+tr]:border-border @max-5xl:[&_[data-offer-id]+tr]:px-4',
  '@max-5xl:[&_[data-offer-id]+tr]:pb-4 @max-5xl:[&_[data-offer-id]+tr]:shadow-sm',
  // A card off the screen is laid out when it comes near (its last size kept): a phone's first
  // screen holds one card of twenty.
  '@max-5xl:[&_tbody>tr]:[content-visibility:auto]',
  '@max-5xl:[&_[data-offer-id]]:[contain-intrinsic-size:auto_24rem]',
  '@max-5xl:[&_[data-offer-id]+tr]:[contain-intrinsic-size:auto_8rem]',
  // Card order: bank / rate, term / net rate, availability / payout / compare / order button.
  '@max-5xl:[&_[data-offer-id]>:nth-child(2)]:col-span-2',
  '@max-5xl:[&_[data-offer-id]>:nth-child(4)]:order-2',
  '@max-5xl:[&_[data-offer-id]>:nth-child(6)]:order-3',
  '@max-5xl:[&_[data-offer-id]>:nth-child(7)]:order-4 @max-5xl:[&_[data-offer-id]>:nth-child(7)]:col-span-2',
  '@max-5xl:[&_[data-offer-id]>:nth-child(1)]:order-9 @max-5xl:[&_[data-offer-id]>:nth-child(1)]:col-span-2',
  '@max-5xl:[&_[data-offer-id]>:nth-child(8)]:order-10 @max-5xl:[&_[data-offer-id]>:nth-child(8)]:col-span-2',
  // A card names each value: the cell's `data-label` above it, the guarantee country's before it.
  '@max-5xl:[&_td[data-label]]:before:block @max-5xl:[&_td[data-label]]:before:text-xs',
  '@max-5xl:[&_td[data-label]]:before:font-medium @max-5xl:[&_td[data-label]]:before:text-muted-foreground',
  '@max-5xl:[&_td[data-label]]:before:content-[attr(data-label)]',
  '@max-5xl:[&_p[data-label]]:before:content-[attr(data-label)_":_"]',
  // The order button: across the card's foot, compact in the table.
  '[&_[data-offer-id]>:last-child>a]:inline-flex [&_[data-offer-id]>:last-child>a]:min-h-10',
  '[&_[data-offer-id]>:last-child>a]:items-center [&_[data-offer-id]>:last-child>a]:justify-center',
  '[&_[data-offer-id]>:last-child>a]:rounded-md [&_[data-offer-id]>:last-child>a]:bg-primary',
  '[&_[data-offer-id]>:last-child>a]:px-4 [&_[data-offer-id]>:last-child>a]:py-1.5',
  '[&_[data-offer-id]>:last-child>a]:text-sm [&_[data-offer-id]>:last-child>a]:font-medium',
  '[&_[data-offer-id]>:last-child>a]:text-primary-foreground',
  '[&_[data-offer-id]>:last-child>a]:hover:bg-primary-hover',
  '[&_[data-offer-id]>:last-child>a]:focus-visible:outline-2',
  '[&_[data-offer-id]>:last-child>a]:focus-visible:outline-offset-2',
  '[&_[data-offer-id]>:last-child>a]:focus-visible:outline-focus-ring',
  '@max-5xl:[&_[data-offer-id]>:last-child>a]:w-full @5xl:[&_[data-offer-id]>:last-child>a]:min-h-0',
  '@5xl:[&_[data-offer-id]>:last-child>a]:whitespace-nowrap',
].join(' ')

/** The size container the table's layout follows. */
export const offerTableFrame = '@container'
