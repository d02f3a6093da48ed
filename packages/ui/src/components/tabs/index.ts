export type { TabsProps } from './tabs'
export { Tabs, TabsContent, TabsList, TabsTrigger, tabsVariants } from './tabs'
