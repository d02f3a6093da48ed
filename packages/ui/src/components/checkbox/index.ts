export { Checkbox } from './checkbox'
