'use client'

import { Alert, AlertDescription, AlertTitle } from '@portal/ui/alert'
import { Button } from '@portal/ui/button'
import { useTranslations } from 'next-intl'

// Shown for any failure below the layout; never a stack trace, always a way to retry.
export default function LocaleError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('Error')
  return (
    <section className="mx-auto max-w-2xl py-12">
      <Alert variant="danger">
        <AlertTitle>{t('title')}</AlertTitle>
        <AlertDescription>{t('description')}</AlertDescription>
      </Alert>
      <Button className="mt-6" onClick={reset}>
        {t('retry')}
      </Button>
    </section>
  )
}
