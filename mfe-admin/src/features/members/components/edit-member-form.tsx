import { useState } from 'react';
import type { AdminMember, Domain } from '@agency/contracts/browser';
import { Alert, Button } from '@agency/ui';
import { changedFields, isStaleEdit, type RequestState } from '@agency/web-kit';
import { updateMember } from '../api/update-member';
import { DomainCheckboxes } from './domain-checkboxes';
import { FormField } from './form-field';
import { checkEditMember, toEditValues, toUpdateMemberBody, type EditMemberValues } from './member-form';
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
  const [values, setValues] = useState<EditMemberValues>(() => toEditValues(member));
  const set =
    <K extends keyof EditMemberValues>(key: K) =>
    (value: EditMemberValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  const [stale, setStale] = useState(false);
  const { error, saving, errorRef, submit } = useDialogForm({
    check: () => checkEditMember(values),
    send: async () => {
      // Only what this admin changed: another admin's edit of other fields stays.
      const body = changedFields(toUpdateMemberBody(toEditValues(member)), toUpdateMemberBody(values));
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
        <FormField label="Employee ID" value={values.empId} onChange={set('empId')} />
        <FormField label="Picture URL" type="url" value={values.pic} onChange={set('pic')} placeholder="https://…" />
        <FormField label="Skill Tags" value={values.skillTags} onChange={set('skillTags')} hint="Comma-separated" />
        <FormField label="Skills" value={values.skills} onChange={set('skills')} hint="Comma-separated" />
        <FormField label="Languages" value={values.languages} onChange={set('languages')} hint="Comma-separated, e.g. English, Hindi" />
      </div>
      <FormField label="Description" multiline value={values.description} onChange={set('description')} />
      <FormField label="About" multiline value={values.about} onChange={set('about')} hint="Shown on the public profile." />
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
