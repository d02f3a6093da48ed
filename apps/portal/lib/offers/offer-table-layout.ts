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
 * compact card (bank and guarantee country, then rate and currency, term and the order button on
 * one line, the other values under their column's name from the cell's `data-label` once the
 * card's details are open), so the layout follows the space the table has, in a page or a story.
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
  '@max-5xl:[&_[data-offer-id]]:mt-3 @max-5xl:[&_[data-offer-id]]:flex',
  '@max-5xl:[&_[data-offer-id]]:flex-wrap @max-5xl:[&_[data-offer-id]]:items-end',
  '@max-5xl:[&_[data-offer-id]]:gap-x-3 @max-5xl:[&_[data-offer-id]]:gap-y-2',
  '@max-5xl:[&_[data-offer-id]]:rounded-t-xl',
  '@max-5xl:[&_[data-offer-id]]:border @max-5xl:[&_[data-offer-id]]:border-b-0',
  '@max-5xl:[&_[data-offer-id]]:border-border @max-5xl:[&_[data-offer-id]]:p-3',
  '@max-5xl:[&_[data-offer-id]]:pb-2',
  '@max-5xl:[&_[data-offer-id]+tr]:block @max-5xl:[&_[data-offer-id]+tr]:rounded-b-xl',
  '@max-5xl:[&_[data-offer-id]+tr]:border @max-5xl:[&_[data-offer-id]+tr]:border-t-0',
  '@max-5xl:[&_[data-offer-id]+tr]:border-border @max-5xl:[&_[data-offer-id]+tr]:px-3',
  '@max-5xl:[&_[data-offer-id]+tr]:pb-3 @max-5xl:[&_[data-offer-id]+tr]:shadow-sm',
  '@max-5xl:[&_[data-offer-id]+tr]:text-sm',
  // A card off the screen is laid out when it comes near (its last size kept): a phone's first
  // screen holds the first card.
  '@max-5xl:[&_tbody>tr]:[content-visibility:auto]',
  '@max-5xl:[&_[data-offer-id]]:[contain-intrinsic-size:auto_10rem]',
  '@max-5xl:[&_[data-offer-id]+tr]:[contain-intrinsic-size:auto_4rem]',
  // Card order, as comparison sites show an offer on a phone: bank and guarantee country beside
  // the compare box, then rate and currency, term and the order button on one line (the button
  // on its own line where they do not fit); the net rate, availability and payout (and the
  // nominal and effective rate) once the card's product or bank details are open, behind the
  // same control as the rest of the offer's details. A browser without :has() shows them always.
  '@max-5xl:[&_[data-offer-id]>:nth-child(2)]:order-1 @max-5xl:[&_[data-offer-id]>:nth-child(2)]:min-w-0',
  '@max-5xl:[&_[data-offer-id]>:nth-child(2)]:grow @max-5xl:[&_[data-offer-id]>:nth-child(2)]:basis-3/5',
  '@max-5xl:[&_[data-testid=guarantee-country]]:text-xs',
  '@max-5xl:[&_[data-offer-id]>:nth-child(1)]:order-2 @max-5xl:[&_[data-offer-id]>:nth-child(1)]:self-start',
  '@max-5xl:[&_[data-offer-id]>:nth-child(3)]:order-3 @max-5xl:[&_[data-offer-id]>:nth-child(3)]:before:hidden',
  '@max-5xl:[&_[data-offer-id]>:nth-child(5)]:order-4',
  '@max-5xl:[&_[data-offer-id]>:nth-child(8)]:order-5 @max-5xl:[&_[data-offer-id]>:nth-child(8)]:ml-auto',
  '@max-5xl:[&_[data-offer-id]>:nth-child(4)]:order-6 @max-5xl:[&_[data-offer-id]>:nth-child(6)]:order-7',
  '@max-5xl:[&_[data-offer-id]>:nth-child(7)]:order-8',
  '@max-5xl:[&_[data-offer-id]>:is(:nth-child(4),:nth-child(6),:nth-child(7))]:grow',
  '@max-5xl:[&_[data-offer-id]>:is(:nth-child(4),:nth-child(6),:nth-child(7))]:basis-2/5',
  '@max-5xl:[&_[data-offer-id]:not(:has(+tr_details[open]))>:is(:nth-child(4),:nth-child(6),:nth-child(7))]:hidden',
  '@max-5xl:[&_[data-offer-id]:not(:has(+tr_details[open]))>:nth-child(3)>p:nth-child(2)]:hidden',
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
  '@5xl:[&_[data-offer-id]>:last-child>a]:min-h-0',
  '[&_[data-offer-id]>:last-child>a]:whitespace-nowrap',
].join(' ')

/** The size container the table's layout follows. */
export const offerTableFrame = '@container'
