// The Add Member and Edit Member forms as plain values: the checks the page makes before it calls the
// server, and the bodies it sends. Pure, so the unit tests pin the spec's texts.
import { ADD_MEMBER_REQUIRED, splitTags, type AdminMember, type CreateMemberBody, type UpdateMemberBody } from '@agency/contracts/browser';

export const EDIT_MEMBER_NEEDS_DOMAIN = 'At least one domain is required';

export interface NewMemberValues {
  name: string;
  email: string;
  password: string;
  empId: string;
  pic: string;
  description: string;
  /** Comma-separated, as typed. */
  skillTags: string;
  domainIds: string[];
}

export const EMPTY_NEW_MEMBER: NewMemberValues = {
  name: '',
  email: '',
  password: '',
  empId: '',
  pic: '',
  description: '',
  skillTags: '',
  domainIds: [],
};

export function checkNewMember(values: NewMemberValues): string | null {
  const filled = values.name.trim() && values.email.trim() && values.password;
  return filled && values.domainIds.length > 0 ? null : ADD_MEMBER_REQUIRED;
}

export function toCreateMemberBody(values: NewMemberValues): CreateMemberBody {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    empId: values.empId.trim(),
    pic: values.pic.trim(),
    description: values.description.trim(),
    skillTags: splitTags(values.skillTags),
    domain_ids: values.domainIds,
  };
}

export interface EditMemberValues {
  empId: string;
  pic: string;
  description: string;
  about: string;
  skills: string;
  languages: string;
  skillTags: string;
  domainIds: string[];
}

export function toEditValues(member: AdminMember): EditMemberValues {
  return {
    empId: member.empId,
    pic: member.pic,
    description: member.description,
    about: member.about,
    skills: member.skills.join(', '),
    languages: member.languages.join(', '),
    skillTags: member.skillTags.join(', '),
    domainIds: member.domains.map((domain) => domain.domain_id),
  };
}

export function checkEditMember(values: EditMemberValues): string | null {
  return values.domainIds.length > 0 ? null : EDIT_MEMBER_NEEDS_DOMAIN;
}

export function toUpdateMemberBody(values: EditMemberValues): UpdateMemberBody {
  return {
    empId: values.empId.trim(),
    pic: values.pic.trim(),
    description: values.description.trim(),
    about: values.about.trim(),
    skills: splitTags(values.skills),
    languages: splitTags(values.languages),
    skillTags: splitTags(values.skillTags),
    domain_ids: values.domainIds,
  };
}
