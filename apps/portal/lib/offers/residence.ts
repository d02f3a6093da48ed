import { type TaxResidence, taxResidences } from './withholding-tax'

/** The tax residence for net rates: the visitor's choice, else the market's country, else DE. */
export function residenceOf(marketCountry: string, chosen: string | undefined): TaxResidence {
  const residences: readonly string[] = taxResidences
  const candidate = chosen ?? marketCountry
  return residences.includes(candidate) ? (candidate as TaxResidence) : 'DE'
}
