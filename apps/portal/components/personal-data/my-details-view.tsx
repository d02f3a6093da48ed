import type { KycCase } from '@portal/api-clients/contracts/kyc'
import type { Customer } from '@portal/domain'
import type { CustomerAction } from '@portal/domain/customer-data/customer-actions'
import { accountSchemeOfResidence } from '@portal/domain/markets'
import { Subsection } from '@portal/ui/section'
import { useTranslations } from 'next-intl'
import { KycCases } from '@/components/identification/kyc-cases'
import type { DataFormAction } from '@/lib/customer/use-data-form'
import { ownPerson } from '@/lib/personal-data/own-person'
import { AccountSummary } from './account-summary'
import { CorrespondenceLanguageForm } from './correspondence-language-form'
import { PersonDetails } from './person-details'
import { ReferenceAccounts } from './reference-accounts'

export interface MyDetailsLinks {
  editAddress: string
  financialInformation: string
  referenceAccount: string
  validate: string
}

interface MyDetailsViewProps {
  customer: Customer
  username: string
  actions: ReadonlySet<CustomerAction>
  links: MyDetailsLinks
  /** Reference-account changes the bank has not decided yet: shown with the accounts. */
  pendingReferenceChanges?: readonly KycCase[]
  /** The language the bank writes in: the languages it offers, the own person's, its action. */
  correspondence: {
    action: DataFormAction
    languages: readonly string[]
    /** The language shown when the person has none stored (the page's). */
    fallback: string
  }
}

/**
 * The account, every person with their roles (joint and business accounts have several) and the
 * reference accounts. Change links only where the person's roles allow the change.
 */
export function MyDetailsView({
  customer,
  username,
  actions,
  links,
  pendingReferenceChanges = [],
  correspondence,
}: MyDetailsViewProps) {
  const t = useTranslations('CustomerData.myDetails')
  const titles = useTranslations('CustomerData.correspondence')
  const persons = customer._embedded?.persons ?? []
  const own = ownPerson({ customer, username })
  const mayChange = actions.has('change_personal_data')
  return (
    <div className="space-y-8">
      <AccountSummary customer={customer} />
      <Subsection headingId="persons-title" title={t('persons', { count: persons.length })}>
        <div className="grid gap-4">
          {persons.map((person) => (
            <PersonDetails key={person.id} person={person} own={person.username === username} />
          ))}
        </div>
        {mayChange ? (
          <ul className="flex flex-wrap gap-4" data-testid="change-links">
            <li>
              <a className="text-primary underline" href={links.editAddress}>
                {t('editAddress')}
              </a>
            </li>
            <li>
              <a className="text-primary underline" href={links.financialInformation}>
                {t('editFinancial')}
              </a>
            </li>
            <li>
              <a className="text-primary underline" href={links.validate}>
                {t('validate')}
              </a>
            </li>
          </ul>
        ) : (
          <p data-testid="changes-not-allowed">{t('changesNotAllowed')}</p>
        )}
      </Subsection>
      {own && actions.has('change_own_contact_data') ? (
        <Subsection headingId="correspondence-title" title={titles('title')}>
          <CorrespondenceLanguageForm
            action={correspondence.action}
            languages={correspondence.languages}
            current={own.contactDetails?.correspondenceLanguage ?? correspondence.fallback}
          />
        </Subsection>
      ) : null}
      <Subsection headingId="reference-title" title={t('referenceAccounts')}>
        <ReferenceAccounts
          accounts={customer._embedded?.referenceAccounts ?? []}
          scheme={accountSchemeOfResidence(customer.address.countryCode)}
        />
        <KycCases cases={pendingReferenceChanges} />
        {actions.has('change_reference_account') ? (
          <a className="text-primary underline" href={links.referenceAccount}>
            {t('changeReferenceAccount')}
          </a>
        ) : null}
      </Subsection>
    </div>
  )
}
