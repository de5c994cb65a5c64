import type { AdminMember, Domain } from '@agency/contracts/browser';
import { Alert, Button, Field } from '@agency/ui';
import { NEW_PASSWORD_RULE, useDraft, useSubmissionKey, type RequestState } from '@agency/web-kit';
import { createMember } from '../api/create-member';
import { DomainCheckboxes } from './domain-checkboxes';
import { EMPTY_NEW_MEMBER, checkNewMember, toCreateMemberBody, type NewMemberValues } from './member-form';
import { useFormValues } from './use-form-values';
import { assertPictureLoads } from './picture-check';
import { useDialogForm } from '../../../components/use-dialog-form';

/** The name the typed form is kept under while the admin's session ends (the page reopens the dialog on it). */
export const ADD_MEMBER_DRAFT = 'admin:add-member';

interface Props {
  domains: RequestState<Domain[]>;
  onAdded: (member: AdminMember) => void;
  onCancel: () => void;
}

/** The Add Member modal's form (spec §2 Users). Cancel closes the modal, which drops the form and its error. */
export function AddMemberForm({ domains, onAdded, onCancel }: Props) {
  // The new member's password is never kept in storage: after a restore it is typed again.
  const draft = useDraft<NewMemberValues>(ADD_MEMBER_DRAFT, EMPTY_NEW_MEMBER, { omit: ['password'] });
  const { owner, clear } = draft;
  const { values, set, text } = useFormValues<NewMemberValues>(EMPTY_NEW_MEMBER, draft);

  const submission = useSubmissionKey();
  const { error, errorTone, saving, errorRef, submit } = useDialogForm({
    check: () => checkNewMember(values),
    send: async () => {
      await assertPictureLoads(values.pic);
      const body = toCreateMemberBody(values);
      const added = await createMember(body, { idempotencyKey: submission.keyFor(body), account: owner });
      submission.reset();
      clear();
      onAdded(added);
    },
    failure: 'Failed to add member',
  });

  return (
    <form className="admin-member-form" onSubmit={submit} noValidate>
      {error && (
        <div ref={errorRef}>
          <Alert tone={errorTone}>{error}</Alert>
        </div>
      )}
      <div className="admin-member-form__grid">
        <Field label="Name" {...text('name')} required markRequired />
        <Field label="Email" type="email" {...text('email')} required markRequired />
        <Field
          label="Password"
          type="password"
          {...text('password')}
          required
          markRequired
          autoComplete="new-password"
          hint={`${NEW_PASSWORD_RULE}. The member changes it at first login.`}
        />
        <Field label="Employee ID" {...text('empId')} />
        <Field label="Picture URL" type="url" {...text('pic')} placeholder="https://…" />
        <Field label="Skill Tags" {...text('skillTags')} hint="Comma-separated, e.g. React, Node.js" />
      </div>
      <Field label="Description" as="textarea" rows={3} className="admin-member-form__textarea" {...text('description')} />
      <DomainCheckboxes domains={domains} selected={values.domainIds} onChange={set('domainIds')} />
      <div className="admin-member-form__actions admin-modal__actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Add Member
        </Button>
      </div>
    </form>
  );
}
