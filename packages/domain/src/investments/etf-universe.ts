import { segmentAssumptions } from './capital-market-assumptions'
import type { Etf } from './etf'

type Row = [
  Etf['isin'],
  Etf['name'],
  Etf['segment'],
  Etf['region'],
  Etf['terBasisPoints'],
  Etf['riskIndicator'],
]

// biome-ignore format: a table reads best in rows
const rows: readonly Row[] = [
  // ISIN, name, segment of the capital-market assumptions, region, TER (bp), risk indicator
  ['IE000MRDW015', 'Meridian Global Developed Equity UCITS ETF (Acc)', 'equityDeveloped', 'world', 12, 4],
  ['IE000MRDA029', 'Meridian All-Country World Equity UCITS ETF (Acc)', 'equityDeveloped', 'world', 17, 4],
  ['IE000MRDE039', 'Meridian Europe Equity UCITS ETF (Dist)', 'equityDeveloped', 'europe', 10, 4],
  ['IE000MRDU043', 'Meridian North America Equity UCITS ETF (Acc)', 'equityDeveloped', 'northAmerica', 7, 4],
  ['IE000MRDM057', 'Meridian Emerging Markets Equity UCITS ETF (Acc)', 'equityEmerging', 'emergingMarkets', 18, 5],
  ['IE000MRDP068', 'Meridian Pacific Equity UCITS ETF (Acc)', 'equityDeveloped', 'pacific', 15, 4],
  ['IE000MRDS070', 'Meridian Global Small Cap Equity UCITS ETF (Acc)', 'equitySmallCap', 'world', 35, 4],
  ['IE000MRDG083', 'Meridian Global Sustainable Equity UCITS ETF (Acc)', 'equityDeveloped', 'world', 20, 4],
  ['LU2718AUG018', 'Aurelian Euro Government Bond UCITS ETF (Dist)', 'governmentBondsEuro', 'eurozone', 9, 3],
  ['LU2718AUS021', 'Aurelian Euro Government Bond 1-3Y UCITS ETF (Dist)', 'governmentBondsEuroShort', 'eurozone', 7, 2],
  ['LU2718AUC033', 'Aurelian Euro Corporate Bond UCITS ETF (Dist)', 'corporateBondsEuro', 'eurozone', 12, 2],
  ['LU2718AUA045', 'Aurelian Global Aggregate Bond EUR Hedged UCITS ETF (Acc)', 'aggregateBondsGlobalHedged', 'world', 10, 2],
  ['LU2718AUI055', 'Aurelian Euro Inflation-Linked Government Bond UCITS ETF (Acc)', 'inflationLinkedBondsEuro', 'eurozone', 9, 3],
  ['LU2718AUE062', 'Aurelian Emerging Markets Government Bond EUR Hedged UCITS ETF (Dist)', 'governmentBondsEmergingHedged', 'emergingMarkets', 25, 3],
  ['LU2718AUM073', 'Aurelian Euro Overnight Rate Swap UCITS ETF (Acc)', 'moneyMarketEuro', 'eurozone', 10, 1],
  ['LU2718AUB084', 'Aurelian Euro Treasury Bill 0-6M UCITS ETF (Acc)', 'moneyMarketEuro', 'eurozone', 8, 1],
]

/**
 * The seeded fund universe of the configurator, the model portfolios and the sandbox's portfolio
 * service. Issuers and names are invented; the ISINs are shaped and check-digited like real ones.
 */
export const etfUniverse: readonly Etf[] = rows.map(
  ([isin, name, segment, region, terBasisPoints, riskIndicator]) => ({
    isin,
    name,
    assetClass: segmentAssumptions[segment].broadClass,
    segment,
    region,
    terBasisPoints,
    riskIndicator,
  }),
)

const byIsin = new Map(etfUniverse.map((entry) => [entry.isin, entry]))

export function etfByIsin(isin: string): Etf | undefined {
  return byIsin.get(isin)
}
