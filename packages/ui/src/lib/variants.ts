import { cva } from 'class-variance-authority'
import type { ClassValue } from 'clsx'

type Schema = Record<string, Record<string, ClassValue>>
type Config<T extends Schema> = NonNullable<Parameters<typeof cva<T>>[1]> & { variants: T }
type Props<T extends Schema> = Parameters<ReturnType<typeof cva<T>>>[0]

/**
 * `cva`, except that a variant value it does not know (a typo, a value from a CMS) falls back to
 * the default instead of dropping the variant's classes. `resolve` names the value that applies,
 * for `data-variant`/`data-size` attributes.
 */
export function variants<T extends Schema>(base: ClassValue, config: Config<T>) {
  const classes = cva<T>(base, config)
  const defaults = (config.defaultVariants ?? {}) as Record<string, unknown>

  function resolve<K extends keyof T & string>(name: K, value: unknown): keyof T[K] & string {
    const known = config.variants[name] ?? {}
    const key = value === undefined || value === null ? undefined : String(value)
    return (key !== undefined && key in known ? key : String(defaults[name])) as keyof T[K] & string
  }

  function build(props?: Props<T>) {
    if (!props) return classes()
    const known: Record<string, unknown> = { ...props }
    for (const name of Object.keys(config.variants)) {
      if (known[name] !== undefined && known[name] !== null)
        known[name] = resolve(name, known[name])
    }
    return classes(known as Props<T>)
  }

  return Object.assign(build, { resolve })
}
