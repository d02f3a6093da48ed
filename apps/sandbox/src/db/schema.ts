/** The sandbox's database schema; drizzle-kit generates the migrations in `drizzle/` from it. */
export * from './tables/customer-data'
export * from './tables/customers'
export * from './tables/identity'
export * from './tables/investments'
export * from './tables/ledger'
export * from './tables/marketplace'
export * from './tables/strong-authentication'
