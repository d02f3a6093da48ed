import type { AccountType, RoleName } from '../enumerations'
import type { CustomerAction } from './customer-actions'

const all: readonly AccountType[] = ['PERSONAL', 'JOINT', 'BUSINESS']
const private_: readonly AccountType[] = ['PERSONAL', 'JOINT']
const none: readonly AccountType[] = []

/** Rights every person has about themselves, whatever their role on the account. */
const selfService = { change_own_contact_data: all, manage_consents: all } as const

/**
 * The rights table: for each role and action, the account types on which the role grants it.
 *
 * - The company owns a BUSINESS account, so dispositions there (withdraw, reference account,
 *   company data, invest) need a LEGAL_REPRESENTATIVE; an ACCOUNT_HOLDER role on it only informs.
 * - An AUTHORIZED_PERSON may move money but only to the reference account, which only holders and
 *   legal representatives may change; on a business account they may order, not withdraw.
 * - ULTIMATE_BENEFICIAL_OWNER is a KYC fact, not a power: self-service only.
 * - TAX_PARTNER is the spouse of a joint exemption order: tax documents and the order itself.
 * - Exemption orders exist only for private persons, never on BUSINESS.
 */
export const roleRights: Readonly<
  Record<RoleName, Readonly<Record<CustomerAction, readonly AccountType[]>>>
> = {
  ACCOUNT_HOLDER: {
    view_account: all,
    order_deposit: private_,
    withdraw: private_,
    change_reference_account: private_,
    change_personal_data: private_,
    read_postbox: all,
    write_postbox: all,
    see_tax_documents: all,
    file_exemption_order: private_,
    invest: private_,
    ...selfService,
  },
  AUTHORIZED_PERSON: {
    view_account: all,
    order_deposit: all,
    withdraw: private_,
    change_reference_account: none,
    change_personal_data: none,
    read_postbox: all,
    write_postbox: all,
    see_tax_documents: none,
    file_exemption_order: none,
    invest: none,
    ...selfService,
  },
  LEGAL_REPRESENTATIVE: {
    view_account: all,
    order_deposit: all,
    withdraw: all,
    change_reference_account: all,
    change_personal_data: all,
    read_postbox: all,
    write_postbox: all,
    see_tax_documents: all,
    file_exemption_order: private_,
    invest: all,
    ...selfService,
  },
  ULTIMATE_BENEFICIAL_OWNER: {
    view_account: none,
    order_deposit: none,
    withdraw: none,
    change_reference_account: none,
    change_personal_data: none,
    read_postbox: none,
    write_postbox: none,
    see_tax_documents: none,
    file_exemption_order: none,
    invest: none,
    ...selfService,
  },
  TAX_PARTNER: {
    view_account: none,
    order_deposit: none,
    withdraw: none,
    change_reference_account: none,
    change_personal_data: none,
    read_postbox: none,
    write_postbox: none,
    see_tax_documents: private_,
    file_exemption_order: private_,
    invest: none,
    ...selfService,
  },
}
