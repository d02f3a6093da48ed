// The English catalogue is the reference: every `t()` key is checked against it at typecheck, so
// a key the code uses but no catalogue has fails `npm test` (the build checks the other languages
// against English: scripts/check-catalogues.mjs).
import type auth from '../../../languages/en/portal/auth.json'
import type consent from '../../../languages/en/portal/consent.json'
import type customer from '../../../languages/en/portal/customer.json'
import type customerData from '../../../languages/en/portal/customer-data.json'
import type investments from '../../../languages/en/portal/investments.json'
import type money from '../../../languages/en/portal/money.json'
import type offers from '../../../languages/en/portal/offers.json'
import type pages from '../../../languages/en/portal/pages.json'
import type savings from '../../../languages/en/portal/savings.json'
import type shell from '../../../languages/en/portal/shell.json'

declare module 'next-intl' {
  interface AppConfig {
    Messages: typeof auth &
      typeof consent &
      typeof customerData &
      typeof customer &
      typeof investments &
      typeof money &
      typeof offers &
      typeof pages &
      typeof savings &
      typeof shell
  }
}
