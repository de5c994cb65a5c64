import { useState } from 'react';
import type { AdminMember, Domain } from '@agency/contracts/browser';
import { Alert, Button, Field } from '@agency/ui';
import { changedFields, isStaleEdit, type RequestState } from '@agency/web-kit';
import { updateMember } from '../api/update-member';
import { DomainCheckboxes } from './domain-checkboxes';
import { checkEditMember, toEditValues, toUpdateMemberBody, type EditMemberValues } from './member-form';
import { useFormValues } from './use-form-values';
import { assertPictureLoads } from './picture-check';
import { useDialogForm } from '../../../components/use-dialog-form';

interface Props {
  member: AdminMember;
  domains: RequestState<Domain[]>;
  onSaved: (member: AdminMember) => void;
  onCancel: () => void;
  /** Someone saved this member meanwhile: fetch the current copy (the form opens on it again). */
  onReload: () => void;
}

/** The profile an admin keeps up to date after creation; what the public profile page shows. */
export function EditMemberForm({ member, domains, onSaved, onCancel, onReload }: Props) {
  const { values, set, text } = useFormValues<EditMemberValues>(() => toEditValues(member));

  const [stale, setStale] = useState(false);
  const { error, saving, errorRef, submit } = useDialogForm({
    check: () => checkEditMember(values),
    send: async () => {
      // Only what this admin changed: another admin's edit of other fields stays.
      const body = changedFields(toUpdateMemberBody(toEditValues(member)), toUpdateMemberBody(values));
      // Nothing changed: the server refuses an empty update, and there is nothing to save.
      if (Object.keys(body).length === 0) return onSaved(member);
      if (body.pic !== undefined) await assertPictureLoads(body.pic);
      try {
        onSaved(await updateMember(member.member_id, body, member.version));
      } catch (caught) {
        setStale(isStaleEdit(caught));
        throw caught;
      }
    },
    failure: 'Failed to update member',
  });

  return (
    <form className="admin-member-form" onSubmit={submit} noValidate>
      <p className="text-muted admin-member-form__who">{member.email ? `Login: ${member.email}` : 'No login account'}</p>
      {error && (
        <div ref={errorRef}>
          <Alert
            tone="error"
            action={
              stale ? (
                <Button size="sm" variant="secondary" onClick={onReload}>
                  Reload
                </Button>
              ) : undefined
            }
          >
            {error}
          </Alert>
        </div>
      )}
      <div className="admin-member-form__grid">
        <Field label="Employee ID" {...text('empId')} />
        <Field label="Picture URL" type="url" {...text('pic')} placeholder="https://…" />
        <Field label="Skill Tags" {...text('skillTags')} hint="Comma-separated" />
        <Field label="Skills" {...text('skills')} hint="Comma-separated" />
        <Field label="Languages" {...text('languages')} hint="Comma-separated, e.g. English, Hindi" />
      </div>
      <Field label="Description" as="textarea" rows={3} className="admin-member-form__textarea" {...text('description')} />
      <Field
        label="About"
        as="textarea"
        rows={3}
        className="admin-member-form__textarea"
        {...text('about')}
        hint="Shown on the public profile."
      />
      <DomainCheckboxes domains={domains} selected={values.domainIds} onChange={set('domainIds')} />
      <div className="admin-member-form__actions admin-modal__actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
