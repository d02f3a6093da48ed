'use client'

import * as TabsPrimitive from '@radix-ui/react-tabs'
import type { VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'
import { variants } from '../../lib/variants'

const tabsVariants = variants('group/tabs flex gap-4 data-[orientation=horizontal]:flex-col', {
  variants: {
    variant: { line: '', pill: '' },
  },
  defaultVariants: { variant: 'line' },
})

const tabsListClasses = [
  'flex flex-wrap items-stretch text-pui-muted-foreground',
  'group-data-[orientation=vertical]/tabs:flex-col',
  'group-data-[variant=line]/tabs:gap-1 group-data-[variant=line]/tabs:border-b group-data-[variant=line]/tabs:border-pui-border',
  'group-data-[variant=pill]/tabs:gap-1 group-data-[variant=pill]/tabs:rounded-lg group-data-[variant=pill]/tabs:bg-pui-muted group-data-[variant=pill]/tabs:p-1',
]

const tabsTriggerClasses = [
  'inline-flex w-auto items-center justify-center gap-2 px-3 py-2 text-sm font-medium whitespace-normal text-center',
  'cursor-pointer transition-colors hover:text-pui-foreground',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pui-focus-ring',
  'disabled:cursor-not-allowed disabled:opacity-60',
  'data-[state=active]:text-pui-foreground',
  'group-data-[variant=line]/tabs:-mb-px group-data-[variant=line]/tabs:border-b-2 group-data-[variant=line]/tabs:border-transparent',
  'group-data-[variant=line]/tabs:data-[state=active]:border-pui-primary group-data-[variant=line]/tabs:data-[state=active]:text-pui-primary',
  'group-data-[variant=pill]/tabs:rounded-md',
  'group-data-[variant=pill]/tabs:data-[state=active]:bg-pui-background group-data-[variant=pill]/tabs:data-[state=active]:shadow-pui-sm',
]

type TabsProps = React.ComponentProps<typeof TabsPrimitive.Root> & VariantProps<typeof tabsVariants>

/**
 * Switch between views of one thing without leaving the page (Radix Tabs); line or pill.
 */
function Tabs({ className, variant, ...props }: TabsProps) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      data-variant={tabsVariants.resolve('variant', variant)}
      className={cn(tabsVariants({ variant }), className)}
      {...props}
    />
  )
}

function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(tabsListClasses, className)}
      {...props}
    />
  )
}

function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(tabsTriggerClasses, className)}
      {...props}
    />
  )
}

function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        'flex-1 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pui-focus-ring',
        className,
      )}
      {...props}
    />
  )
}

export type { TabsProps }
export { Tabs, TabsContent, TabsList, TabsTrigger, tabsVariants }
