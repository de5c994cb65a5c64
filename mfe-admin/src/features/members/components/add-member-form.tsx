import { NEW_PASSWORD_MIN_LENGTH, type AdminMember, type Domain } from '@agency/contracts/browser';
import { Alert, Button, Field } from '@agency/ui';
import { useSubmissionKey, type RequestState } from '@agency/web-kit';
import { createMember } from '../api/create-member';
import { DomainCheckboxes } from './domain-checkboxes';
import { EMPTY_NEW_MEMBER, checkNewMember, toCreateMemberBody, type NewMemberValues } from './member-form';
import { useFormValues } from './use-form-values';
import { useDialogForm } from '../../../components/use-dialog-form';

interface Props {
  domains: RequestState<Domain[]>;
  onAdded: (member: AdminMember) => void;
  onCancel: () => void;
}

/** The Add Member modal's form (spec §2 Users). Cancel closes the modal, which drops the form and its error. */
export function AddMemberForm({ domains, onAdded, onCancel }: Props) {
  const { values, set, text } = useFormValues<NewMemberValues>(EMPTY_NEW_MEMBER);

  const submission = useSubmissionKey();
  const { error, saving, errorRef, submit } = useDialogForm({
    check: () => checkNewMember(values),
    send: async () => {
      const body = toCreateMemberBody(values);
      const added = await createMember(body, submission.keyFor(body));
      submission.reset();
      onAdded(added);
    },
    failure: 'Failed to add member',
  });

  return (
    <form className="admin-member-form" onSubmit={submit} noValidate>
      {error && (
        <div ref={errorRef}>
          <Alert tone="error">{error}</Alert>
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
          hint={`At least ${NEW_PASSWORD_MIN_LENGTH} characters. The member changes it at first login.`}
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
