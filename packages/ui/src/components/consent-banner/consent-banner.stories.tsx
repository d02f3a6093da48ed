import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Button } from '../button'
import {
  ConsentBanner,
  ConsentBannerActions,
  ConsentBannerTitle,
  ConsentOption,
} from './consent-banner'

const meta = {
  title: 'Components/ConsentBanner',
  component: ConsentBanner,
  args: { labelledBy: 'consent-title' },
  render: (args) => (
    <ConsentBanner {...args}>
      <form className="mx-auto grid max-w-3xl gap-4">
        <ConsentBannerTitle id="consent-title">Cookies on this site</ConsentBannerTitle>
        <p>We use necessary cookies to run the portal and optional ones only with your consent.</p>
        <fieldset>
          <legend className="font-medium">Categories</legend>
          <ConsentOption
            id="consent-legal"
            name="legal"
            label="Legal"
            description="Keeps the record of your choices."
            requiredNote="Always on"
          />
          <ConsentOption
            id="consent-heatmap"
            name="heatmap"
            label="Heatmap"
            description="Shows us where visitors click, anonymously."
          />
        </fieldset>
        <ConsentBannerActions>
          <Button type="submit">Accept all</Button>
          <Button type="submit" variant="outline">
            Only necessary
          </Button>
        </ConsentBannerActions>
      </form>
    </ConsentBanner>
  ),
} satisfies Meta<typeof ConsentBanner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Cookies on this site' })).toBeVisible()
  },
}

export const MandatoryCannotBeSwitchedOff: Story = {
  play: async ({ canvas }) => {
    const legal = canvas.getByRole('checkbox', { name: /Legal/ })
    await expect(legal).toBeChecked()
    await expect(legal).toBeDisabled()
    await expect(legal).toHaveAccessibleDescription('Keeps the record of your choices.')
  },
}

export const OptInByKeyboard: Story = {
  play: async ({ canvas }) => {
    const heatmap = canvas.getByRole('checkbox', { name: 'Heatmap' })
    await expect(heatmap).not.toBeChecked()
    heatmap.focus()
    await userEvent.keyboard(' ')
    await expect(heatmap).toBeChecked()
  },
}

/** The portal's layout: a bottom sheet on phones (the story runs 414 px wide), a band above. */
export const SheetOnAPhone: Story = {
  args: { layout: 'sheet' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Cookies on this site' })
    await expect(region).toHaveAttribute('data-layout', 'sheet')
    await expect(getComputedStyle(region).position).toBe(
      window.innerWidth < 768 ? 'fixed' : 'static',
    )
    await expect(canvas.getByRole('button', { name: 'Only necessary' })).toBeVisible()
  },
}

/**
 * A 390 px phone at 200 % zoom leaves the sheet's categories about 160 px: long German category
 * names break inside the word instead of widening the fieldset (which sizes to its content).
 */
export const LongCategoryNamesInANarrowSheet: Story = {
  render: () => (
    <fieldset className="w-[160px]" data-testid="narrow-categories">
      <legend className="font-medium">Cookie-Kategorien</legend>
      <ConsentOption
        id="consent-recording"
        name="recording"
        label="Sitzungsaufzeichnung"
        description="Zeichnet Ihren Besuch ohne Ihre Eingaben auf."
        requiredNote="immer aktiv"
      />
    </fieldset>
  ),
  play: async ({ canvas }) => {
    const categories = canvas.getByTestId('narrow-categories')
    await expect(categories.getBoundingClientRect().width).toBeLessThanOrEqual(160)
    await expect(categories.scrollWidth).toBeLessThanOrEqual(160)
  },
}
