import type { SandboxTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

/** Press release titles and teasers by slug (dates: services/cms/press-release-dates.ts). */
export const pressReleases: SandboxTexts['pressReleases'] = {
  'marketplace-passes-100-partner-banks': {
    title: 'Marketplace passes 100 partner banks',
    teaser: 'Savers can now choose from more than 100 partner banks in twelve countries.',
  },
  'notice-accounts-launch': {
    title: 'Notice accounts join the marketplace',
    teaser: 'Higher rates in exchange for a notice period of 30 to 365 days.',
  },
  'wealth-management-risk-classes': {
    title: 'Wealth management adds the money market portfolio',
    teaser: 'A fifth risk class for investors who want to park cash.',
  },
  'savings-study-2023': {
    title: 'Savings study 2023: savers switch to term deposits',
    teaser: 'Our survey of 4,000 savers shows a clear shift to fixed terms.',
  },
  'interest-portfolio-launch': {
    title: 'Interest portfolio for retirement savers',
    teaser: 'Laddered term deposits that reinvest automatically at maturity.',
  },
  'us-marketplace-opens': {
    title: 'Marketplace opens for US savers',
    teaser: 'Certificates of deposit from community banks, with APY shown up front.',
  },
  'sustainable-deposits-label': {
    title: 'New label for sustainable deposits',
    teaser: 'Offers of banks that lend to renewable energy projects are now marked.',
  },
  'app-redesign': {
    title: 'A new customer area',
    teaser: 'Faster pages, a clearer dashboard and a postbox that works on every device.',
  },
  'refer-a-friend': {
    title: 'Refer a friend and both earn a bonus',
    teaser: 'Customers who recommend the portal receive a bonus on their next deposit.',
  },
  'deposit-protection-explained': {
    title: 'Deposit protection explained',
    teaser: 'A new guide shows how statutory schemes protect savers in each country.',
  },
  'savings-study-2025': {
    title: 'Savings study 2025: flexibility matters',
    teaser: 'Savers value easy access as much as the rate.',
  },
  'business-accounts': {
    title: 'Business customers can now invest',
    teaser: 'Companies can place surplus cash with partner banks through a business account.',
  },
  'one-million-customers': {
    title: 'One million customers',
    teaser: 'The portal now serves one million savers across its markets.',
  },
  'pension-transfer': {
    title: 'Pension transfers in a few clicks',
    teaser: 'Existing pension savings can be moved into the interest portfolio online.',
  },
}

export const pressDisclaimer = 'All companies, figures and people in this release are fictional.'
