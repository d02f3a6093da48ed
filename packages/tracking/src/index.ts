export * from './constants'
export * from './customer-group'
export * from './render-duration'
