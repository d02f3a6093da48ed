import { type ClassValue, clsx } from 'clsx'
import { extendTailwindMerge } from 'tailwind-merge'

/**
 * Theme values of the design system that Tailwind does not have, so that a later class replaces
 * an earlier one of the same kind (`cn('rounded-md', 'rounded-pui-card')` keeps the second).
 * The unprefixed names are the portal's aliases of the same tokens.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      radius: [
        'pui-sm',
        'pui-md',
        'pui-lg',
        'pui-xl',
        'pui-2xl',
        'pui-card',
        'pui-pill',
        'card',
        'pill',
      ],
      shadow: ['pui-xs', 'pui-sm', 'pui-md', 'pui-lg'],
      tracking: ['pui-tight'],
      font: ['pui-sans', 'pui-mono'],
    },
  },
})

/** Joins class names and lets a later Tailwind class override an earlier one of the same kind. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}
