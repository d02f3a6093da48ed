import { Button } from '@portal/ui/button'
import { Input } from '@portal/ui/field'

type AmountFormProps = {
  action: string
  amount: string
  limit: number
  text: { label: string; hint: string; submit: string }
}

/** A GET form: the amount lands in `?amount=` and the server computes earnings, JS or not. */
export function AmountForm({ action, amount, limit, text }: AmountFormProps) {
  return (
    <form method="get" action={action} className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor="us-amount" className="text-sm font-medium">
          {text.label}
        </label>
        <Input
          id="us-amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={amount}
          aria-describedby="us-amount-hint"
          className="w-48"
        />
        <p id="us-amount-hint" className="text-sm text-neutral-700">
          {text.hint}
        </p>
      </div>
      <input type="hidden" name="limit" value={limit} />
      <Button type="submit" className="mb-7">
        {text.submit}
      </Button>
    </form>
  )
}
