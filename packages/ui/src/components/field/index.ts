export type { FieldControlProps, FieldProps } from './field'
export { Field, Label, useFieldControl } from './field'
export { Input, inputClasses } from './input'
export { TextArea } from './text-area'
