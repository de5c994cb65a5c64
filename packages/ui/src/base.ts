// `@agency/ui/base`: the components the public pages and the shell's chrome draw on a first paint. A
// shared singleton of its own, so a visitor does not download the signed-in areas' components (threads,
// dialogs, badges, Load more), which `@agency/ui` adds to these, nor a form's (`@agency/ui/forms`).
export { Button, buttonClass, type ButtonProps, type ButtonVariant } from './components/button';
export { Card, type CardProps } from './components/card';
export { cx } from './components/class-names';
export { EmptyState } from './components/empty-state';
export { PageHeader, Section, type SectionProps } from './components/page-header';
export { Skeleton, Spinner, type SkeletonProps } from './components/spinner';
