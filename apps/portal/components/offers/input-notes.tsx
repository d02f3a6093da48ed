import { Alert, AlertDescription, AlertTitle } from '@portal/ui/alert'
import { getTranslations } from 'next-intl/server'
import type { InputNote } from '@/lib/offers/search-params'
import { requestLocale } from '@/lib/page/request-locale'

/** Says which parts of the address were not used as given (bad, clamped or hidden filters). */
export async function InputNotes({ notes }: { notes: InputNote[] }) {
  const locale = await requestLocale()
  if (notes.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'Offers.notes' })
  const unique = notes.filter(
    (note, index) =>
      notes.findIndex((other) => other.param === note.param && other.reason === note.reason) ===
      index,
  )
  return (
    <Alert variant="warning" data-testid="input-notes">
      <AlertTitle>{t('title')}</AlertTitle>
      <AlertDescription>
        <ul className="list-disc ps-5">
          {unique.map((note) => (
            <li key={`${note.param}-${note.reason}`} data-note={`${note.param}:${note.reason}`}>
              {t(note.reason, { param: t(`param.${paramKey(note.param)}`) })}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  )
}

const knownParams = [
  'term',
  'country',
  'rating',
  'amount',
  'fx',
  'flex',
  'sort',
  'order',
  'page',
  'more',
  'residence',
  'compare',
] as const

function paramKey(param: string): (typeof knownParams)[number] {
  return knownParams.find((known) => known === param) ?? 'page'
}
