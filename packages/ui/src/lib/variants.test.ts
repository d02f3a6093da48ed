import { describe, expect, it } from 'vitest'
import { variants } from './variants'

const tone = variants('base', {
  variants: { tone: { calm: 'bg-calm', loud: 'bg-loud' }, size: { sm: 'h-8', md: 'h-10' } },
  compoundVariants: [{ tone: 'loud', size: 'sm', className: 'font-bold' }],
  defaultVariants: { tone: 'calm', size: 'md' },
})

describe('variants', () => {
  it('applies the given variants and compounds like cva', () => {
    expect(tone({ tone: 'loud', size: 'sm' })).toBe('base bg-loud h-8 font-bold')
  })

  it('applies the defaults when no variant is given', () => {
    expect(tone()).toBe('base bg-calm h-10')
    expect(tone({})).toBe('base bg-calm h-10')
  })

  it('falls back to the default for a value it does not know', () => {
    // @ts-expect-error: an unknown variant value is a type error
    expect(tone({ tone: 'shouting' })).toBe('base bg-calm h-10')
    expect(tone.resolve('tone', 'shouting')).toBe('calm')
    expect(tone.resolve('size', undefined)).toBe('md')
    expect(tone.resolve('size', 'sm')).toBe('sm')
  })

  it('passes className through', () => {
    expect(tone({ className: 'mt-4' })).toBe('base bg-calm h-10 mt-4')
  })
})
