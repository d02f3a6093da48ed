import type { Market } from '@portal/domain/markets'

/** The fictional press releases, oldest first: slug and date; their texts are in `texts/<language>`. */
export const pressReleaseDates = {
  'marketplace-passes-100-partner-banks': '2023-02-14',
  'notice-accounts-launch': '2023-04-03',
  'wealth-management-risk-classes': '2023-06-21',
  'savings-study-2023': '2023-09-12',
  'interest-portfolio-launch': '2023-11-30',
  'us-marketplace-opens': '2024-01-18',
  'sustainable-deposits-label': '2024-03-07',
  'app-redesign': '2024-05-22',
  'refer-a-friend': '2024-08-09',
  'deposit-protection-explained': '2024-10-15',
  'savings-study-2025': '2025-01-28',
  'business-accounts': '2025-04-10',
  'one-million-customers': '2025-06-03',
  'pension-transfer': '2025-09-16',
} as const
export type PressReleaseSlug = keyof typeof pressReleaseDates

/**
 * Releases about a product or a programme, published only in the markets that have it (spec §6:
 * promotions only where the product exists); every other release is news for all markets.
 */
export const pressReleaseMarkets: Partial<Record<PressReleaseSlug, (market: Market) => boolean>> = {
  'notice-accounts-launch': (market) => market.tabs.includes('notice_account'),
  'wealth-management-risk-classes': (market) => market.investments,
  'interest-portfolio-launch': (market) => market.retirement,
  'us-marketplace-opens': (market) => market.country === 'US',
  'refer-a-friend': (market) => market.referralBonus !== null,
  'pension-transfer': (market) => market.retirement,
}
