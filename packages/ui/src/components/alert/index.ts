export type { AlertProps } from './alert'
export { Alert, AlertDescription, AlertTitle, alertVariants } from './alert'
