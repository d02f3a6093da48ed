import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Alert, AlertDescription, AlertTitle } from '../alert/alert'
import { Button } from '../button/button'
import { Skeleton, SkeletonGroup } from '../skeleton/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs'

type State = 'loading' | 'empty' | 'error'

/** The offers screen's product tabs while offers load, when none match, and when loading failed. */
function OffersTabs({ state }: { state: State }) {
  return (
    <Tabs defaultValue="term">
      <TabsList aria-label="Products">
        <TabsTrigger value="term">Term deposit</TabsTrigger>
        <TabsTrigger value="overnight">Overnight</TabsTrigger>
        <TabsTrigger value="flex">Flexgeld</TabsTrigger>
      </TabsList>
      <TabsContent value="term">
        {state === 'loading' ? (
          <SkeletonGroup label="Loading offers" className="flex flex-col gap-3">
            {['w-full', 'w-11/12', 'w-full'].map((width) => (
              <Skeleton key={width} className={`h-16 ${width}`} />
            ))}
          </SkeletonGroup>
        ) : null}
        {state === 'empty' ? (
          <div className="flex flex-col items-start gap-3">
            <p>No term deposits match your filters.</p>
            <Button variant="outline">Reset filters</Button>
          </div>
        ) : null}
        {state === 'error' ? (
          <Alert variant="danger">
            <AlertTitle>Offers could not be loaded</AlertTitle>
            <AlertDescription>Try again in a moment.</AlertDescription>
          </Alert>
        ) : null}
      </TabsContent>
    </Tabs>
  )
}

const meta = {
  title: 'Patterns/Offers tabs',
  component: OffersTabs,
  parameters: {
    docs: {
      description: {
        component:
          'The product tabs of the offers screen in their three non-happy states. Loading keeps the tabs usable; empty says why and offers a way out; an error says what failed.',
      },
    },
  },
} satisfies Meta<typeof OffersTabs>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Loading offers')
    await expect(canvas.getByRole('tab', { name: 'Overnight' })).toBeEnabled()
  },
}

export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeVisible()
  },
}

export const LoadError: Story = {
  args: { state: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Offers could not be loaded')
  },
}
