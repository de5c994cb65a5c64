// `@agency/ui/forms`: a form's fields and its alert. A shared singleton of its own, so the first paint of a
// page without a form (home, about, the team) does not download them with `@agency/ui/base`; the pages
// with one (contact, sign-in, sign-up, the account pages) load it with their code. `@agency/ui` re-exports it.
export { Alert, type AlertProps } from './components/alert';
export { Field, type FieldProps, type InputFieldProps, type SelectFieldProps, type TextareaFieldProps } from './components/field';
export { FieldSet, type FieldSetProps } from './components/field-set';
export { NoticeScope, useScopedNotice } from './components/notice-scope';
