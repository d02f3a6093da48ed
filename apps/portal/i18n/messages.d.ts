// The English catalogue is the reference: every `t()` key is checked against it at typecheck, so
// a key the code uses but no catalogue has fails `npm test` (the build checks the other languages
// against English: scripts/check-catalogues.mjs).
import type auth from '../messages/en/auth.json'
import type consent from '../messages/en/consent.json'
import type customer from '../messages/en/customer.json'
import type customerData from '../messages/en/customer-data.json'
import type investments from '../messages/en/investments.json'
import type money from '../messages/en/money.json'
import type offers from '../messages/en/offers.json'
import type pages from '../messages/en/pages.json'
import type savings from '../messages/en/savings.json'
import type shell from '../messages/en/shell.json'

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
