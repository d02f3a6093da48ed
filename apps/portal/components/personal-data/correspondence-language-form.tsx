'use client'

import { Alert, AlertDescription } from '@portal/ui/alert'
import { Button } from '@portal/ui/button'
import { Field } from '@portal/ui/field'
import { NativeSelect } from '@portal/ui/select'
import { useLocale } from 'next-intl'
import { type DataFormAction, useDataForm } from '@/lib/customer/use-data-form'

interface CorrespondenceLanguageFormProps {
  action: DataFormAction
  /** The languages the bank writes in (the market table's), as codes: `de`, `fi` … */
  languages: readonly string[]
  /** The stored language, or the page's when none is stored. */
  current: string
}

/** A language named in itself, as language pickers do (Deutsch, suomi → Suomi). */
function ownName(language: string) {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1)
}

/** The language of the bank's letters, mails, SMS and documents: one choice, saved at once. */
export function CorrespondenceLanguageForm({
  action: serverAction,
  languages,
  current,
}: CorrespondenceLanguageFormProps) {
  const { t, state, action, pending, fieldError, formError, value } = useDataForm(serverAction)
  const locale = useLocale()
  const chosen = value('language', current)
  const inPageLanguage = new Intl.DisplayNames([locale], { type: 'language' }).of(chosen) ?? chosen
  return (
    <form
      action={action}
      noValidate
      className="flex max-w-xl flex-col gap-4"
      data-testid="correspondence-language-form"
    >
      <p>{t('correspondence.intro')}</p>
      {formError}
      {state.done ? (
        <Alert variant="success" role="status" data-testid="correspondence-language-saved">
          <AlertDescription>
            {t('correspondence.saved', { language: inPageLanguage })}
          </AlertDescription>
        </Alert>
      ) : null}
      <Field label={t('correspondence.label')} error={fieldError('language')}>
        <NativeSelect name="language" defaultValue={chosen} key={chosen}>
          {languages.map((language) => (
            <option key={language} value={language} lang={language}>
              {ownName(language)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Button type="submit" loading={pending} className="self-start">
        {t('correspondence.save')}
      </Button>
    </form>
  )
}
