'use client'

import type { ProlongationChoice } from '@portal/api-clients/contracts/savings'
import { useTranslations } from 'next-intl'

interface OrderProlongationFieldProps {
  choices: readonly ProlongationChoice[]
  /** The choice shown selected: the one made before, or the offer's preset (the first). */
  selected: ProlongationChoice
}

/**
 * What happens at maturity, chosen with the order: native radios, so the choice is posted with
 * the amount and kept after an error. Changeable later until 5 bank days before maturity.
 */
export function OrderProlongationField({ choices, selected }: OrderProlongationFieldProps) {
  const t = useTranslations('Savings')
  return (
    <fieldset className="space-y-2" data-testid="order-prolongation">
      <legend className="font-medium">{t('prolongation.legend')}</legend>
      {choices.map((value) => (
        <label key={value} className="flex items-start gap-2">
          <input
            type="radio"
            name="prolongation"
            value={value}
            defaultChecked={selected === value}
            className="mt-1 size-4 accent-primary"
          />
          <span>{t(`prolongationChoices.${value}`)}</span>
        </label>
      ))}
      <p className="text-sm text-muted-foreground">{t('prolongation.laterChange')}</p>
    </fieldset>
  )
}
