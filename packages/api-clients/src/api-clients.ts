import { createServiceClient } from './client'
import type { ApiClientConfig } from './config'
import { contentContract } from './contracts/content'
import { customersContract } from './contracts/customers'
import { depositsContract } from './contracts/deposits'
import { identityContract } from './contracts/identity'
import { investorIntegrationContract } from './contracts/investor-integration'
import { savingsContract } from './contracts/savings'
import { strongAuthenticationContract } from './contracts/strong-authentication'
import { transactionAccountsContract } from './contracts/transactions'
import { usersContract } from './contracts/users'
import { bindService } from './service-request'

/**
 * One client per backend service. Cheap to build: create it per request on the server, with a
 * `getAccessToken` that reads that request's session.
 */
export function createApiClients(config: ApiClientConfig) {
  return {
    deposits: createServiceClient(depositsContract, 'deposits', config),
    customers: createServiceClient(customersContract, 'customers', config),
    users: createServiceClient(usersContract, 'users', config),
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
    postbox: bindService('postbox', config),
    transactionAccounts: createServiceClient(
      transactionAccountsContract,
      'transactionAccounts',
      config,
    ),
    savings: createServiceClient(savingsContract, 'savings', config),
    payments: bindService('payments', config),
    documents: bindService('documents', config),
    kycConnector: bindService('kycConnector', config),
    kycStatus: bindService('kycStatus', config),
    kycCases: bindService('kycCases', config),
    customerTax: bindService('customerTax', config),
  }
}

export type ApiClients = ReturnType<typeof createApiClients>
