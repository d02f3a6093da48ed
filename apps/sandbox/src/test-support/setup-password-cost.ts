import { useTestPasswordCost } from './test-password-cost'

useTestPasswordCost()
