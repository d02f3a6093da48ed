import type { VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'
import { variants } from '../../lib/variants'

/**
 * `inline`: a band in the page flow. `sheet`: a compact bottom sheet on phones (at most 45 % of
 * the screen, above the page's end, which the body's padding keeps reachable) and a slim band in
 * the flow from the md breakpoint on: the page heading is never under it.
 */
const consentBannerVariants = variants('w-full text-sm text-pui-foreground', {
  variants: {
    layout: {
      inline: 'border-b border-pui-border bg-pui-neutral-50 px-4 py-5',
      sheet: [
        'max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-40 max-md:max-h-[45dvh] max-md:overflow-y-auto',
        'max-md:rounded-t-2xl max-md:border-t max-md:shadow-pui-lg',
        'border-pui-border bg-pui-background px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]',
        'md:border-b md:bg-pui-neutral-50 md:py-3',
      ],
    },
  },
  defaultVariants: { layout: 'inline' },
})

type ConsentBannerProps = React.ComponentProps<'section'> &
  VariantProps<typeof consentBannerVariants> & {
    /** Id of the heading inside, which names the region. */
    labelledBy: string
  }

/**
 * A non-modal consent region: a landmark named by its heading (focus is never trapped). The app
 * decides when it shows; `layout` where it sits.
 */
function ConsentBanner({ className, labelledBy, layout, ...props }: ConsentBannerProps) {
  return (
    <section
      data-slot="consent-banner"
      data-layout={consentBannerVariants.resolve('layout', layout)}
      aria-labelledby={labelledBy}
      className={cn(consentBannerVariants({ layout }), className)}
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
        'text-base font-semibold tracking-pui-tight focus-visible:outline-2 focus-visible:outline-pui-focus-ring',
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
  requiredNote?: React.ReactNode | undefined
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
        className="mt-0.5 size-5 shrink-0 accent-pui-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pui-focus-ring disabled:cursor-not-allowed"
        {...(mandatory ? { checked: true, disabled: true, readOnly: true } : {})}
        {...props}
      />
      <div className="grid min-w-0 gap-0.5">
        <label htmlFor={id} className="font-medium wrap-anywhere">
          {label}
          {mandatory ? (
            <span className="ml-2 text-xs font-normal text-pui-neutral-700">({requiredNote})</span>
          ) : null}
        </label>
        <p id={descriptionId} className="text-pui-neutral-700 wrap-anywhere">
          {description}
        </p>
      </div>
    </div>
  )
}

export type { ConsentBannerProps, ConsentOptionProps }
export {
  ConsentBanner,
  ConsentBannerActions,
  ConsentBannerTitle,
  ConsentOption,
  consentBannerVariants,
}
