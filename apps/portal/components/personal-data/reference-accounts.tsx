import type { ReferenceAccount } from '@portal/domain'
import type { AccountScheme } from '@portal/domain/customer-data/account-identifier'
import { DescriptionList } from '@portal/ui/description-list'
import { useTranslations } from 'next-intl'
import { DetailItem } from '@/components/customer/detail-item'

interface ReferenceAccountsProps {
  accounts: readonly ReferenceAccount[]
  /** How the customer's market names accounts (market table): IBAN and BIC, or routing and account number. */
  scheme?: AccountScheme
}

/** The reference accounts (spec section 3): IBAN and BIC, or routing (branch) and account number. */
export function ReferenceAccounts({ accounts, scheme = 'iban' }: ReferenceAccountsProps) {
  const t = useTranslations('CustomerData.referenceAccount')
  if (accounts.length === 0) {
    return <p data-testid="reference-accounts-empty">{t('none')}</p>
  }
  return (
    <ul className="space-y-4" data-testid="reference-accounts">
      {accounts.map((account) => (
        <li key={account.accountId}>
          <DescriptionList>
            <DetailItem term={t('accountHolder')} value={account.accountHolder} />
            {scheme === 'aba' ? (
              <>
                <DetailItem
                  term={t('routingNumber')}
                  value={<span className="font-mono">{account.branchCode}</span>}
                />
                <DetailItem
                  term={t('accountNumber')}
                  value={<span className="font-mono">{account.accountNumber}</span>}
                />
                <DetailItem term={t('bankName')} value={account.bankName} />
              </>
            ) : (
              <>
                <DetailItem
                  term={t('iban')}
                  value={account.iban ? <span className="font-mono">{account.iban}</span> : null}
                />
                <DetailItem term={t('bic')} value={account.bic} />
                <DetailItem term={t('bankName')} value={account.bankName} />
                {account.accountNumber ? (
                  <DetailItem term={t('accountNumber')} value={account.accountNumber} />
                ) : null}
                {account.branchCode ? (
                  <DetailItem term={t('branchCode')} value={account.branchCode} />
                ) : null}
              </>
            )}
            <DetailItem term={t('currency')} value={account.ccy} />
          </DescriptionList>
        </li>
      ))}
    </ul>
  )
}
