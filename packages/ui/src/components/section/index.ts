export type { PageSectionProps, SectionProps } from './section'
export { PageSection, Subsection } from './section'
