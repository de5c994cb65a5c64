import { apiRequest } from '@agency/web-kit/api';
import type { MemberProfile } from '@agency/contracts/browser';

function textList(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return list
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter(Boolean);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * GET /api/admin/members/{id} (public; never carries the e-mail). Older records may lack fields or
 * keep lists as comma text, so the answer is normalised: empty text or lists mean "not given".
 */
export async function getMemberProfile(memberId: string, signal?: AbortSignal): Promise<MemberProfile> {
  const body = await apiRequest<unknown>(`/api/admin/members/${encodeURIComponent(memberId)}`, { signal });
  return toMemberProfile(body, memberId);
}

/** The answer of GET /api/admin/members/{id} as the page shows it (also the server HTML's, src/server). */
export function toMemberProfile(answer: unknown, memberId: string): MemberProfile {
  const body = (answer && typeof answer === 'object' ? answer : {}) as Partial<Record<keyof MemberProfile, unknown>>;
  return {
    member_id: text(body?.member_id) || memberId,
    name: text(body?.name),
    empId: text(body?.empId),
    pic: text(body?.pic),
    description: text(body?.description),
    skillTags: textList(body?.skillTags),
    about: text(body?.about),
    skills: textList(body?.skills),
    languages: textList(body?.languages),
    domains: Array.isArray(body?.domains) ? (body.domains as MemberProfile['domains']) : [],
  };
}
