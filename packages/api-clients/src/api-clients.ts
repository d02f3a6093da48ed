import { createServiceClient } from './client'
import type { ApiClientConfig } from './config'
import { contentContract } from './contracts/content'
import { customerTaxContract } from './contracts/customer-tax'
import { customerDataContract, customersContract } from './contracts/customers'
import { depositsContract } from './contracts/deposits'
import { documentsContract } from './contracts/documents'
import { identityContract } from './contracts/identity'
import { investmentsContract } from './contracts/investments'
import { investorIntegrationContract } from './contracts/investor-integration'
import { kycCasesContract, kycConnectorContract, kycStatusContract } from './contracts/kyc'
import { notificationsContract } from './contracts/notifications'
import { postboxV1Contract } from './contracts/postbox'
import { postboxV2Contract } from './contracts/postbox-v2'
import { savingsContract } from './contracts/savings'
import { strongAuthenticationContract } from './contracts/strong-authentication'
import { transactionAccountsContract } from './contracts/transactions'
import {
  dataChangeScaContract,
  mailConsentsContract,
  userAccountContract,
} from './contracts/user-account'
import { usersContract } from './contracts/users'
import { bindService } from './service-request'

/**
 * A typed client that keeps the generic `request` of `bindService`, for calls of the service that
 * no contract names yet.
 */
function withRequest<T extends object>(
  client: T,
  service: Parameters<typeof bindService>[0],
  config: ApiClientConfig,
) {
  return { ...client, ...bindService(service, config) }
}

/**
 * One client per backend service. Cheap to build: create it per request on the server, with a
 * `getAccessToken` that reads that request's session.
 */
export function createApiClients(config: ApiClientConfig) {
  return {
    deposits: createServiceClient(depositsContract, 'deposits', config),
    customers: createServiceClient(customersContract, 'customers', config),
    /** Person edits, data confirmation, initial reference account, referral leads, agreements. */
    customerData: createServiceClient(customerDataContract, 'customers', config),
    users: createServiceClient(usersContract, 'users', config),
    /** E-mail, mobile number, password, mTAN lock, block (user management, `/ums/v1`). */
    userAccount: createServiceClient(userAccountContract, 'users', config),
    mailConsents: createServiceClient(mailConsentsContract, 'users', config),
    investorIntegration: createServiceClient(
      investorIntegrationContract,
      'investorIntegration',
      config,
    ),
    identity: createServiceClient(identityContract, 'identity', config),
    content: createServiceClient(contentContract, 'content', config),
    customersPublic: bindService('customersPublic', config),
    strongAuthentication: createServiceClient(
      strongAuthenticationContract,
      'strongAuthentication',
      config,
    ),
    /** Challenges that confirm a data change (`/scas/api/v2/.../data-change-challenges`). */
    dataChangeSca: createServiceClient(dataChangeScaContract, 'strongAuthentication', config),
    /** Postbox v1; `postboxV2` when the flag `baseCallingPostboxV2EndpointOnCP` is on. */
    postbox: withRequest(
      createServiceClient(postboxV1Contract, 'postbox', config),
      'postbox',
      config,
    ),
    postboxV2: createServiceClient(postboxV2Contract, 'postbox', config),
    notifications: createServiceClient(notificationsContract, 'postbox', config),
    transactionAccounts: createServiceClient(
      transactionAccountsContract,
      'transactionAccounts',
      config,
    ),
    savings: createServiceClient(savingsContract, 'savings', config),
    investments: createServiceClient(investmentsContract, 'investorIntegration', config),
    payments: bindService('payments', config),
    documents: withRequest(
      createServiceClient(documentsContract, 'documents', config),
      'documents',
      config,
    ),
    kycConnector: withRequest(
      createServiceClient(kycConnectorContract, 'kycConnector', config),
      'kycConnector',
      config,
    ),
    kycStatus: withRequest(
      createServiceClient(kycStatusContract, 'kycStatus', config),
      'kycStatus',
      config,
    ),
    kycCases: withRequest(
      createServiceClient(kycCasesContract, 'kycCases', config),
      'kycCases',
      config,
    ),
    customerTax: withRequest(
      createServiceClient(customerTaxContract, 'customerTax', config),
      'customerTax',
      config,
    ),
  }
}

export type ApiClients = ReturnType<typeof createApiClients>
