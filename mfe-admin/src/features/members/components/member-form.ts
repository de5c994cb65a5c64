// The Add Member and Edit Member forms as plain values: the checks the page makes before it calls the
// server, and the bodies it sends. Pure, so the unit tests pin the spec's texts.
import type { AdminMember, CreateMemberBody, UpdateMemberBody } from '@agency/contracts';

/** Spec §5, word for word. Same text as ADD_MEMBER_REQUIRED in @agency/contracts (a value import would pull zod into this chunk; the test checks they agree). */
export const ADD_MEMBER_REQUIRED = 'Name, email, password, and at least one domain are required.';
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

/** Comma text → trimmed, non-empty entries (spec §3 skill tags; also skills and languages). */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

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
    skillTags: splitList(values.skillTags),
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
    skills: splitList(values.skills),
    languages: splitList(values.languages),
    skillTags: splitList(values.skillTags),
    domain_ids: values.domainIds,
  };
}

/** Up to two initials for the picture placeholder: "Aarav Sharma" → "AS". */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase());
  if (letters.length === 0) return '?';
  return letters.length === 1 ? letters[0]! : `${letters[0]}${letters[letters.length - 1]}`;
}
