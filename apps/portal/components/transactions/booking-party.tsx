import { bankNameAfterBankWord } from '@portal/domain/bank-name'
import { accountOfKey } from '@portal/domain/customer-data/account-identifier'
import { useTranslations } from 'next-intl'
import { usePortalLocale } from '@/lib/page/use-portal-locale'
import type {
  BookingAccount,
  BookingParty,
  DepositName,
} from '@/lib/transactions/booking-description'

/** A deposit by its product and partner bank ("Festgeld bei …"), or the bank alone. */
export function DepositLabel({ deposit }: { deposit: DepositName }) {
  const t = useTranslations('Customer.transactions.party')
  const products = useTranslations('Savings.productTypes')
  const locale = usePortalLocale()
  if (!deposit.productType) return deposit.bankName
  return t('deposit', {
    product: products(deposit.productType),
    bank: bankNameAfterBankWord(deposit.bankName, locale),
  })
}

/** The other side of a booking line: the reference account, the bank, a deposit, the tax office. */
export function BookingPartyText({ party }: { party: BookingParty }) {
  const locale = usePortalLocale()
  const t = useTranslations('Customer.transactions.party')
  switch (party.kind) {
    case 'account': {
      const account = <AccountText iban={party.iban} />
      return (
        <>
          {party.holder ?? account}
          {party.holder && party.iban ? (
            <span className="block font-mono text-xs text-muted-foreground">{account}</span>
          ) : null}
        </>
      )
    }
    case 'bank':
      return party.name
    case 'deposit':
      return <DepositLabel deposit={party.deposit} />
    case 'settlement':
      return t('settlement')
    case 'taxAuthority':
      return t('taxAuthority', { country: countryName(party.country, locale) })
    case 'referralProgramme':
      return t('referralProgramme')
    case 'unknown':
      return t('unknown')
  }
}

/** An account the ledger names by its key: the IBAN, or routing and account number in words. */
function AccountText({ iban }: { iban: string | null }) {
  const t = useTranslations('Money.bankAccount')
  const account = iban ? accountOfKey(iban) : undefined
  if (account?.scheme !== 'aba') return iban
  return t('abaAccount', {
    routingNumber: account.routingNumber,
    accountNumber: account.accountNumber,
  })
}

/** The customer's own account a line is on: the settlement account or a named deposit. */
export function BookingAccountText({ account }: { account: BookingAccount }) {
  const t = useTranslations('Customer.transactions.accounts')
  if (account.kind === 'deposit' && account.deposit) {
    return <DepositLabel deposit={account.deposit} />
  }
  return t(account.kind)
}

function countryName(country: string | null, locale: string): string {
  if (!country) return '–'
  return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country
}
