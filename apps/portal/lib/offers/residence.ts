import { isTaxResidence, type TaxResidence } from '@portal/domain/money/tax-residence'

/** The tax residence for net rates: the visitor's choice, else the market's country, else DE. */
export function residenceOf(marketCountry: string, chosen: string | undefined): TaxResidence {
  const candidate = chosen ?? marketCountry
  return isTaxResidence(candidate) ? candidate : 'DE'
}
