import type { OffersTableState } from '@/lib/offers/search-params'

function setValue(form: HTMLFormElement, name: string, value: string) {
  const control = form.elements.namedItem(name)
  if (control instanceof HTMLSelectElement || control instanceof HTMLInputElement) {
    if (control.value !== value) control.value = value
  }
}

function setChecked(form: HTMLFormElement, name: string, checked: boolean) {
  const control = form.elements.namedItem(name)
  if (control instanceof HTMLInputElement) control.checked = checked
}

/**
 * Makes the filter form show a table state that the browser answered by itself (the server
 * renders the form anew for the states it answers). A typed amount that means the same stays as
 * typed.
 */
export function mirrorForm(form: HTMLFormElement, state: OffersTableState, residence: string) {
  setValue(form, 'term', state.term === undefined ? '' : String(state.term))
  setValue(form, 'country', state.country ?? '')
  setValue(form, 'rating', state.rating ?? '')
  setValue(form, 'sort', state.sort)
  setValue(form, 'order', state.order)
  setValue(form, 'residence', residence)
  setValue(form, 'fx', state.foreignCurrency ?? '')
  setChecked(form, 'flex', state.flexgeld === true)
  const amount = form.elements.namedItem('amount')
  if (amount instanceof HTMLInputElement) {
    const typed = amount.value.trim().replace(',', '.')
    const same = state.amount === undefined ? typed === '' : Number(typed) === Number(state.amount)
    if (!same) amount.value = state.amount ?? ''
  }
}
