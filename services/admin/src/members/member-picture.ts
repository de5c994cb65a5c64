import { createHash } from 'node:crypto';
import { notFound } from '@agency/server-kit';
import type { MemberProfileRepository } from './member-profile-repository';

// A picture stored inline (a data: URL, as the demo team's SVG avatars are) is served at its own URL,
// so team pages and profiles carry a short address the browser caches, not kilobytes of SVG per card.
const DATA_URL = /^data:(image\/[a-z0-9.+-]+)(;base64)?(?:;[a-z0-9=-]+)*,(.*)$/is;

/** What a card or profile shows in `pic`: a stored web address as it is, an inline picture by its URL. */
export function pictureUrl(memberId: string, pic: string): string {
  return DATA_URL.test(pic) ? `/api/admin/members/${memberId}/avatar` : pic;
}

export interface MemberPicture {
  contentType: string;
  body: Buffer;
  etag: string;
}

/** The inline picture of a member, decoded; 404 for an unknown member or one without an inline picture. */
export async function showMemberPicture(
  deps: { members: Pick<MemberProfileRepository, 'findPicture'> },
  memberId: string,
): Promise<MemberPicture> {
  const found = await deps.members.findPicture(memberId);
  const parts = found && DATA_URL.exec(found.pic);
  if (!parts) throw notFound('Picture');
  const [, contentType, base64, data] = parts;
  const body = base64 ? Buffer.from(data!, 'base64') : Buffer.from(decodeURIComponent(data!), 'utf8');
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  return { contentType: contentType!.toLowerCase(), body, etag };
}
