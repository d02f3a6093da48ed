/** What a person may want to do on a customer account; the columns of the rights table. */
export const customerActions = [
  'view_account',
  'order_deposit',
  'withdraw',
  'change_reference_account',
  'change_personal_data',
  'change_own_contact_data',
  'read_postbox',
  'write_postbox',
  'see_tax_documents',
  'file_exemption_order',
  'manage_consents',
  'invest',
] as const
export type CustomerAction = (typeof customerActions)[number]
