export * from './badge-list'
