export { CustomerFormTexts as default } from '@/components/shell/customer-form-texts'
