import type { ComponentProps } from 'react'

/** Native form controls in the design system's look; no client JavaScript needed. */
const controlClasses = [
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base md:text-sm',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus-ring',
].join(' ')

interface FilterSelectProps {
  name: string
  label: string
  /** Text of the "no filter" option; without it a value is always chosen. */
  any?: string
  value: string | number | undefined
  options: readonly { value: string; label: string }[]
  /** Shown on a phone while the filters are closed (`data-peek` of the filters disclosure). */
  peek?: boolean
}

export function FilterSelect({ name, label, any, value, options, peek }: FilterSelectProps) {
  const id = `filter-${name}`
  return (
    <div className="flex flex-col gap-1.5" data-peek={peek ? '' : undefined}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value === undefined ? '' : String(value)}
        className={controlClasses}
        data-filter={name}
      >
        {any ? <option value="">{any}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

interface FilterCheckboxProps {
  name: string
  label: string
  checked: boolean | undefined
}

export function FilterCheckbox({ name, label, checked }: FilterCheckboxProps) {
  const id = `filter-${name}`
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        name={name}
        value="1"
        defaultChecked={checked ?? false}
        className="size-4 accent-primary"
      />
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
    </div>
  )
}

/** A text input of the filters form, in the same look as its selects. */
export function FilterInput(props: Omit<ComponentProps<'input'>, 'className'>) {
  return <input {...props} className={controlClasses} />
}
