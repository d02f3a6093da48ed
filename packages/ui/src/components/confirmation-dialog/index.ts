export type { ConfirmationDialogProps } from './confirmation-dialog'
export { ConfirmationDialog } from './confirmation-dialog'
