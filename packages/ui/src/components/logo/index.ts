export * from './logo'
