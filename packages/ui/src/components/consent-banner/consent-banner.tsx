import type * as React from 'react'
import { cn } from '../../lib/cn'

type ConsentBannerProps = React.ComponentProps<'section'> & {
  /** Id of the heading inside, which names the region. */
  labelledBy: string
}

/**
 * A non-modal consent region: a landmark named by its heading, in the page flow (nothing is
 * covered and focus is never trapped). The app decides where it goes and when it shows.
 */
function ConsentBanner({ className, labelledBy, ...props }: ConsentBannerProps) {
  return (
    <section
      data-slot="consent-banner"
      aria-labelledby={labelledBy}
      className={cn(
        'w-full border-b border-neutral-300 bg-neutral-50 px-4 py-5 text-sm text-neutral-900',
        className,
      )}
      {...props}
    />
  )
}

function ConsentBannerTitle({ className, ...props }: React.ComponentProps<'h2'>) {
  return (
    <h2
      data-slot="consent-banner-title"
      tabIndex={-1}
      className={cn(
        'text-lg font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-focus-ring',
        className,
      )}
      {...props}
    />
  )
}

function ConsentBannerActions({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="consent-banner-actions"
      className={cn('flex flex-wrap items-center gap-3', className)}
      {...props}
    />
  )
}

type ConsentOptionProps = Omit<React.ComponentProps<'input'>, 'type' | 'id'> & {
  id: string
  label: React.ReactNode
  description: React.ReactNode
  /** Shown beside a mandatory category, e.g. "Always on"; the box is checked and disabled. */
  requiredNote?: React.ReactNode
}

/**
 * One consent category: a native checkbox (it is sent with the form even without JavaScript),
 * its label and a description tied to it with aria-describedby. A mandatory category is checked
 * and disabled and says why.
 */
function ConsentOption({
  id,
  label,
  description,
  requiredNote,
  className,
  ...props
}: ConsentOptionProps) {
  const mandatory = requiredNote !== undefined
  const descriptionId = `${id}-description`
  return (
    <div data-slot="consent-option" className={cn('flex items-start gap-3 py-2', className)}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={descriptionId}
        className="mt-0.5 size-5 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus-ring disabled:cursor-not-allowed"
        {...(mandatory ? { checked: true, disabled: true, readOnly: true } : {})}
        {...props}
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="font-medium">
          {label}
          {mandatory ? (
            <span className="ml-2 text-xs font-normal text-neutral-700">({requiredNote})</span>
          ) : null}
        </label>
        <p id={descriptionId} className="text-neutral-700">
          {description}
        </p>
      </div>
    </div>
  )
}

export type { ConsentBannerProps, ConsentOptionProps }
export { ConsentBanner, ConsentBannerActions, ConsentBannerTitle, ConsentOption }
