import type { VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'
import { variants } from '../../lib/variants'

const logoVariants = variants(
  'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-md border border-pui-border bg-pui-muted font-semibold text-pui-muted-foreground',
  {
    variants: { size: { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-base' } },
    defaultVariants: { size: 'md' },
  },
)

/** Up to two initials of a name: "Banca Norquist" → "BN". */
function initialsOf(name: string): string {
  const words = name.split(/[\s-]+/).filter((word) => /^\p{L}/u.test(word))
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')
}

type LogoProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof logoVariants> & {
    /** Whose logo; gives the initials. The logo is decorative: show the name beside it. */
    name: string
    src?: string | undefined
  }

/** An organisation's logo over its initials, which stay visible if the image cannot load. */
function Logo({ name, src, size, className, ...props }: LogoProps) {
  return (
    <span
      data-slot="logo"
      data-size={logoVariants.resolve('size', size)}
      aria-hidden="true"
      className={cn(logoVariants({ size }), className)}
      {...props}
    >
      {initialsOf(name)}
      {src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full bg-pui-background object-contain p-0.5"
        />
      ) : null}
    </span>
  )
}

export type { LogoProps }
export { initialsOf, Logo, logoVariants }
