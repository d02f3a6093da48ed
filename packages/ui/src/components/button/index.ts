export type { ButtonProps } from './button'
export { Button, buttonVariants, Spinner } from './button'
export { SubmitButton } from './submit-button'
