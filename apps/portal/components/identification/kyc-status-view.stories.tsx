import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { KycStatusView } from './kyc-status-view'

const meta = {
  title: 'CustomerData/KycStatusView',
  component: KycStatusView,
  args: {
    status: {
      customerId: 'BAC_1000000001',
      identification: 'VERIFIED',
      proofOfAddress: 'VERIFIED',
      requiredDocuments: [],
      openCaseIds: [],
    },
    links: {
      idDocument: '/de-de/identification/upload-id-document',
      proofOfAddress: '/de-de/identification/upload-proof-of-address',
    },
  },
} satisfies Meta<typeof KycStatusView>

export default meta
type Story = StoryObj<typeof meta>

export const AllVerified: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('nothing-required')).toBeVisible()
  },
}

export const MissingIdd: Story = {
  args: {
    status: {
      customerId: 'BAC_1000000001',
      identification: 'REJECTED',
      proofOfAddress: 'PENDING',
      requiredDocuments: [
        { type: 'missing_idd', dueBy: '2026-12-31' },
        { type: 'proof_of_address', dueBy: null },
      ],
      openCaseIds: [],
    },
  },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link')
    await expect(links[0]).toHaveAttribute('href', '/de-de/identification/upload-id-document')
    await expect(canvas.getByTestId('required-documents')).toHaveTextContent('31. Dezember 2026')
  },
}
