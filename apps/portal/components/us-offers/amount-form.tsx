import { Button } from '@portal/ui/button'
import { Input } from '@portal/ui/field'

type AmountFormProps = {
  action: string
  amount: string
  limit: number
  text: { label: string; hint: string; submit: string }
}

/**
 * A GET form: the amount lands in `?amount=` and the server computes earnings, JS or not. On a
 * phone the button stands beside the field and the hint under both.
 */
export function AmountForm({ action, amount, limit, text }: AmountFormProps) {
  return (
    <form
      method="get"
      action={action}
      className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-x-3 gap-y-1 sm:flex sm:flex-wrap sm:gap-3"
    >
      <div className="contents sm:flex sm:flex-col sm:gap-1">
        <label htmlFor="us-amount" className="col-span-2 text-sm font-medium">
          {text.label}
        </label>
        <Input
          id="us-amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={amount}
          aria-describedby="us-amount-hint"
          className="sm:w-48"
        />
        <p id="us-amount-hint" className="order-last col-span-2 text-sm text-neutral-700">
          {text.hint}
        </p>
      </div>
      <input type="hidden" name="limit" value={limit} />
      <Button type="submit" className="sm:mb-7">
        {text.submit}
      </Button>
    </form>
  )
}
