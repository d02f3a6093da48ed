import type { SandboxTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'
import { banks, offers } from './catalogue'
import { contentPages } from './content-pages'
import { agreements, bookings, documents, notices, sms } from './letters'
import { maturityStatement } from './maturity-statement'
import { pressDisclaimer, pressReleases } from './press-releases'
import { savingsNotices } from './savings-notices'

export const texts: SandboxTexts = {
  contentPages,
  pressReleases,
  pressDisclaimer,
  offers,
  banks,
  documents,
  bookings,
  notices,
  savingsNotices,
  maturityStatement,
  sms,
  agreements,
}
