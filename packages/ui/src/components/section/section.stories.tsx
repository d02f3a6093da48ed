import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PageSection, Subsection } from './section'

const meta = {
  title: 'Layout/PageSection',
  component: PageSection,
  parameters: {
    docs: {
      description: {
        component:
          'The frame of a customer page: a section named by its one h1, an optional intro sentence, and Subsections under h2.',
      },
    },
  },
  args: {
    headingId: 'my-details',
    title: 'My details',
    intro: 'What we know about you, and how to change it.',
  },
  render: (args) => (
    <PageSection {...args}>
      <Subsection headingId="address" title="Address">
        <p>Hauptstraße 1, 10115 Berlin</p>
      </Subsection>
      <Subsection headingId="contact" title="Contact">
        <p>anna@example.com</p>
      </Subsection>
    </PageSection>
  ),
} satisfies Meta<typeof PageSection>

export default meta
type Story = StoryObj<typeof meta>

export const WithSubsections: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'My details' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: 'My details' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Address' })).toBeVisible()
  },
}

export const WithoutIntro: Story = {
  args: { intro: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/What we know/)).toBeNull()
  },
}
