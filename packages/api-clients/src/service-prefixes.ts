/**
 * Path prefixes of the services that have a contract. Kept free of schemas so that the request
 * core and the edge entry (`./edge`) can name them without loading zod.
 */
export const depositsServicePrefix = '/dbs/v1'
export const customersServicePrefix = '/cas/v1'
export const usersServicePrefix = '/ums/v1'
export const identityServicePrefix = '/idp'
export const transactionAccountsServicePrefix = '/das/v2'
export const contentServicePrefix = '/cms/v1'
export const savingsServicePrefix = '/das/v1'
export const strongAuthenticationServicePrefix = '/scas/api/v2'
