import { describe, expect, it } from 'vitest'
import { cn } from './cn'

describe('cn', () => {
  it.each([
    [['rounded-md', 'rounded-pui-card'], 'rounded-pui-card'],
    [['rounded-md', 'rounded-card'], 'rounded-card'],
    [['rounded-pui-pill', 'rounded-none'], 'rounded-none'],
    [['shadow-pui-sm', 'shadow-pui-lg'], 'shadow-pui-lg'],
    [['shadow-sm', 'shadow-pui-md'], 'shadow-pui-md'],
    [['tracking-tight', 'tracking-pui-tight'], 'tracking-pui-tight'],
    [['bg-pui-primary', 'bg-pui-danger'], 'bg-pui-danger'],
    [['text-pui-muted-foreground', 'text-pui-foreground'], 'text-pui-foreground'],
    [['text-sm text-pui-foreground', 'text-lg'], 'text-pui-foreground text-lg'],
    [['hover:bg-pui-hover', 'hover:bg-pui-muted'], 'hover:bg-pui-muted'],
  ])('merges %j into %s', (classes, merged) => {
    expect(cn(...classes)).toBe(merged)
  })

  it('keeps classes of different kinds and drops falsy values', () => {
    expect(cn('px-4', false, undefined, 'py-2', { 'font-medium': true })).toBe(
      'px-4 py-2 font-medium',
    )
  })
})
