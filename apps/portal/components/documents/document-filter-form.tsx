import { type DepotDocumentType, depotDocumentTypes } from '@portal/api-clients/contracts/documents'
import { Button } from '@portal/ui/button'
import { Field } from '@portal/ui/field'
import { NativeSelect } from '@portal/ui/select'
import { useTranslations } from 'next-intl'
import type { DocumentFilter } from '@/lib/documents/document-filter'

/** Type and year filter as a GET form: works without JavaScript and can be linked. */
export function DocumentFilterForm({
  filter,
  years,
  types = depotDocumentTypes,
}: {
  filter: DocumentFilter
  years: readonly number[]
  /** The types the person's role shows (tax documents only with `see_tax_documents`). */
  types?: readonly DepotDocumentType[]
}) {
  const t = useTranslations('CustomerData.documents')
  return (
    <form method="get" className="flex flex-wrap items-end gap-4" data-testid="documents-filter">
      <Field label={t('filterType')} className="min-w-48">
        <NativeSelect name="type" defaultValue={filter.type ?? ''}>
          <option value="">{t('allTypes')}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t('filterYear')} className="min-w-32">
        <NativeSelect name="year" defaultValue={filter.year ? String(filter.year) : ''}>
          <option value="">{t('allYears')}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Button type="submit" variant="outline">
        {t('filter')}
      </Button>
    </form>
  )
}
