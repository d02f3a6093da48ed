import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent } from 'storybook/test'
import { Checkbox } from '../checkbox/checkbox'
import { Skeleton, SkeletonGroup } from '../skeleton/skeleton'
import {
  nextSortDirection,
  type SortDirection,
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

type Offer = { bank: string; country: string; rate: number; term: number }

const offers: Offer[] = [
  { bank: 'Banca Sistema', country: 'Italy', rate: 3.15, term: 12 },
  { bank: 'Bigbank', country: 'Estonia', rate: 2.9, term: 24 },
  { bank: 'Klarna Bank', country: 'Sweden', rate: 3.4, term: 6 },
  { bank: 'Alpha Bank', country: 'Greece', rate: 2.75, term: 36 },
]

const percent = new Intl.NumberFormat('en-GB', { style: 'percent', minimumFractionDigits: 2 })

function OffersTable({ rows = offers }: { rows?: Offer[] }) {
  const [direction, setDirection] = useState<SortDirection>('none')
  const sorted =
    direction === 'none'
      ? rows
      : [...rows].sort((a, b) => (direction === 'ascending' ? a.rate - b.rate : b.rate - a.rate))
  return (
    <Table>
      <TableCaption>Fixed-term deposits from partner banks</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Bank</TableHead>
          <TableHead>Country</TableHead>
          <TableHead sort={direction} className="text-right">
            <TableSortButton
              direction={direction}
              onClick={() => setDirection(nextSortDirection(direction))}
            >
              Interest rate
            </TableSortButton>
          </TableHead>
          <TableHead className="text-right">Term (months)</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {sorted.map((offer) => (
          <TableRow key={`${offer.bank}-${offer.term}`}>
            <TableCell className="font-medium">{offer.bank}</TableCell>
            <TableCell>{offer.country}</TableCell>
            <TableCell className="text-right tabular-nums">
              {percent.format(offer.rate / 100)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{offer.term}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={3}>Offers</TableCell>
          <TableCell className="text-right">{rows.length}</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  )
}

const meta = {
  title: 'Components/Table',
  component: Table,
  // The MDX page beside this file is the component's docs page
  tags: ['!autodocs'],
  render: () => <OffersTable />,
} satisfies Meta<typeof Table>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const SortableHeader: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: /Interest rate/ })
    const button = canvas.getByRole('button', { name: 'Interest rate' })
    await expect(header).toHaveAttribute('aria-sort', 'none')
    await userEvent.click(button)
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Alpha Bank')
    await userEvent.keyboard('{Enter}')
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Klarna Bank')
  },
}

const manyOffers: Offer[] = Array.from({ length: 40 }, (_, index) => ({
  bank: `Partner bank ${index + 1}`,
  country: ['Germany', 'Austria', 'France', 'Poland'][index % 4] ?? 'Germany',
  rate: 2 + ((index * 7) % 20) / 10,
  term: [3, 6, 12, 24, 36][index % 5] ?? 12,
}))

export const ManyRows: Story = {
  render: () => <OffersTable rows={manyOffers} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(42)
  },
}

export const Empty: Story = {
  render: () => (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Bank</TableHead>
          <TableHead>Interest rate</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell colSpan={2} className="py-8 text-center text-pui-muted-foreground">
            No offers found
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
}

function SelectableTable() {
  const [selected, setSelected] = useState<string[]>([])
  const toggle = (bank: string, checked: boolean) =>
    setSelected((banks) => (checked ? [...banks, bank] : banks.filter((name) => name !== bank)))
  return (
    <Table>
      <TableCaption>{`${selected.length} of ${offers.length} offers selected`}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>
            <span className="sr-only">Select</span>
          </TableHead>
          <TableHead>Bank</TableHead>
          <TableHead className="text-right">Interest rate</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {offers.map((offer) => (
          <TableRow
            key={offer.bank}
            data-state={selected.includes(offer.bank) ? 'selected' : undefined}
          >
            <TableCell>
              <Checkbox
                aria-label={`Select ${offer.bank}`}
                checked={selected.includes(offer.bank)}
                onCheckedChange={(checked) => toggle(offer.bank, checked === true)}
              />
            </TableCell>
            <TableCell className="font-medium">{offer.bank}</TableCell>
            <TableCell className="text-right tabular-nums">
              {percent.format(offer.rate / 100)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

export const RowSelection: Story = {
  render: () => <SelectableTable />,
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Select Bigbank' })
    // The checkbox column is as narrow as its box: no end padding, unlike a text cell.
    const cell = checkbox.closest('td')
    const textCell = canvas.getByText('Bigbank').closest('td')
    await expect(cell && getComputedStyle(cell).paddingRight).toBe('0px')
    await expect(textCell && getComputedStyle(textCell).paddingRight).not.toBe('0px')
    await userEvent.click(checkbox)
    await expect(checkbox).toHaveAttribute('aria-checked', 'true')
    await expect(checkbox.closest('tr')).toHaveAttribute('data-state', 'selected')
    await expect(canvas.getByText('1 of 4 offers selected')).toBeVisible()
  },
}

export const Loading: Story = {
  render: () => (
    <Table aria-busy="true">
      <TableCaption>Fixed-term deposits from partner banks</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Bank</TableHead>
          <TableHead className="text-right">Interest rate</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {['first', 'second', 'third'].map((row) => (
          <TableRow key={row}>
            <TableCell>
              <Skeleton className="w-32" />
            </TableCell>
            <TableCell>
              <Skeleton className="ml-auto w-12" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
  decorators: [
    (Story) => (
      <SkeletonGroup label="Loading offers">
        <Story />
      </SkeletonGroup>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByText('Loading offers')).toBeInTheDocument()
  },
}

export const LongText: Story = {
  render: () => (
    <OffersTable
      rows={[
        {
          bank: 'Landesbausparkasse Südwest – Niederlassung der Landesbank Baden-Württemberg',
          country: 'Germany',
          rate: 2.5,
          term: 12,
        },
        ...offers.slice(0, 2),
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Landesbausparkasse Südwest/)).toBeVisible()
  },
}
