export * from './description-list'
