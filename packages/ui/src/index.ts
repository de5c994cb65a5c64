// Components only; the CSS is loaded once per page from '@agency/ui/styles.css'. Code on a visitor's
// first paint imports '@agency/ui/base' (see base.ts).
export * from './base';
export * from './forms';
export { Avatar, type AvatarProps } from './components/avatar';
export { LoadMore } from './components/load-more';
export { Dialog, type DialogProps } from './components/dialog';
export { LinkifiedText } from './components/linkified-text';
export { saveBlob } from './components/save-blob';
export { ThreadView, type ThreadViewFile, type ThreadViewMessage, type ThreadViewProps } from './components/thread-view';
export { UnreadBadge } from './components/unread-badge';
export { RequestThreadButton, ThreadButton, type ThreadButtonProps } from './components/request-thread-button';
