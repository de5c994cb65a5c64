// The parts of the chrome only a signed-in person needs, in a chunk of their own (use-signed-in.ts
// loads it when a session exists): the account menu with its unread count and live thread updates,
// sign-out, and the account-switch watch and notice. Importing the whole web kit from here (not
// '/base') is what keeps threads, drafts and the rest of the session's life off a visitor's first load.
export { AvatarMenu } from '../components/layout/avatar-menu';
export { AccountSwitchNotice } from './account-switch-notice';
export { signOut, watchAccountSwitch } from '@agency/web-kit';
