import { Slot, Slottable } from '@radix-ui/react-slot'
import type { VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'
import { variants } from '../../lib/variants'

const buttonVariants = variants(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap',
    'transition-colors select-none cursor-pointer',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pui-focus-ring',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed',
    'data-disabled:opacity-60',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        primary:
          'bg-pui-primary text-pui-primary-foreground shadow-pui-sm hover:bg-pui-primary-hover aria-busy:bg-pui-primary',
        secondary: 'bg-pui-muted text-pui-foreground hover:bg-pui-hover-strong',
        outline: 'border border-pui-input bg-pui-background text-pui-foreground hover:bg-pui-hover',
        ghost: 'bg-transparent text-pui-foreground hover:bg-pui-muted',
        danger: 'bg-pui-danger text-pui-danger-foreground shadow-pui-sm hover:bg-pui-danger-hover',
        link: 'bg-transparent text-pui-primary underline underline-offset-4 hover:text-pui-primary-hover',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10 p-0',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

function Spinner({ className }: { className?: string }) {
  return (
    <svg
      data-slot="button-spinner"
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={cn('animate-spin motion-reduce:animate-none', className)}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the one child element (e.g. a link) with the button's look and states. */
    asChild?: boolean | undefined
    /** Shows a spinner, sets aria-busy and blocks activation until the action has answered. */
    loading?: boolean | undefined
  }

/** Blocks activation of a disabled or busy `asChild` element, which has no `disabled` of its own. */
function blockActivation(event: React.MouseEvent) {
  event.preventDefault()
  event.stopPropagation()
}

/**
 * The control for actions: one primary button per view, secondary and outline beside it, ghost in
 * toolbars, danger for irreversible actions, link for actions inside text.
 */
function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const state = {
    'data-slot': 'button',
    'data-variant': buttonVariants.resolve('variant', variant),
    'data-size': buttonVariants.resolve('size', size),
    'data-loading': loading || undefined,
    'aria-busy': loading || undefined,
    className: cn(buttonVariants({ variant, size }), className),
  }

  if (asChild) {
    // A link or other element has no `disabled`: it says so with aria-disabled and ignores clicks.
    const inert = Boolean(disabled) || loading
    return (
      <Slot
        {...state}
        data-disabled={disabled || undefined}
        aria-disabled={inert || undefined}
        {...props}
        onClick={inert ? blockActivation : props.onClick}
      >
        {loading ? <Spinner /> : null}
        <Slottable>{children}</Slottable>
      </Slot>
    )
  }

  return (
    <button {...state} type={type ?? 'button'} disabled={disabled || loading} {...props}>
      {loading ? <Spinner /> : null}
      {children}
    </button>
  )
}

export type { ButtonProps }
export { Button, buttonVariants, Spinner }
