// Components only (the request thread's button reads its data through @agency/web-kit); the CSS is loaded once per page from '@agency/ui/styles.css'.
export { Alert, type AlertProps } from './components/alert';
export { Button, buttonClass, type ButtonProps, type ButtonVariant } from './components/button';
export { Card, type CardProps } from './components/card';
export { cx } from './components/class-names';
export { EmptyState } from './components/empty-state';
export { Field, type FieldProps, type InputFieldProps, type SelectFieldProps, type TextareaFieldProps } from './components/field';
export { LoadMore } from './components/load-more';
export { PageHeader, Section, type SectionProps } from './components/page-header';
export { Skeleton, Spinner, type SkeletonProps } from './components/spinner';
export { Dialog, type DialogProps } from './components/dialog';
export { LinkifiedText } from './components/linkified-text';
export { ThreadView, type ThreadViewFile, type ThreadViewMessage, type ThreadViewProps } from './components/thread-view';
export { UnreadBadge } from './components/unread-badge';
export { RequestThreadButton, ThreadButton, type ThreadButtonProps } from './components/request-thread-button';
