// What each e-mail says: plain text, the subject names the request and what happened, and the body
// ends with a link that opens the request's thread on the page that person uses.
import type { NotificationKind, Role } from '@agency/contracts';
import { domainBeyondService } from '../requests/request-name';
import type { RequestRecord } from '../requests/request-repository';
import type { StoredEvent, ThreadMessageNote } from './notification-event';

export interface MailText {
  subject: string;
  text: string;
}

/** Where each role opens a request's thread (`?thread=` opens it at once, see RequestThreadButton). */
export function threadLink(publicUrl: string, role: Role, requestId: string): string {
  const page = role === 'admin' ? '/admin/service-requests' : role === 'member' ? '/member-home' : '/user-dashboard';
  const query = role === 'user' ? `?tab=history&thread=${requestId}` : `?thread=${requestId}`;
  return `${publicUrl.replace(/\/+$/, '')}${page}${query}`;
}

const excerpt = (text: string, max = 600) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
const requestName = (request: RequestRecord) => {
  const domain = domainBeyondService(request);
  return `"${request.service}"${domain ? ` (${domain})` : ''}`;
};
const submitted = (request: RequestRecord) => request.createdAt.toISOString().slice(0, 10);

function progressSubject(event: StoredEvent, name: string): string {
  if (event.status === 'completed') return `Your request ${name} is completed`;
  if (event.taskStatus === 'Completed') return `Part of the work on your request ${name} is done`;
  if (event.taskStatus === 'Pending') return `Work on your request ${name} is waiting to start again`;
  return `Work started on your request ${name}`;
}

/** The messages of a mail window a role is told of: the customer those of the agency, the agency the customer's. */
const toldTo = (role: Role, messages: ThreadMessageNote[]) =>
  messages.filter((m) => (m.authorRole === 'user') !== (role === 'user')).sort((a, b) => a.id.localeCompare(b.id));

/** One e-mail for the messages of a thread's mail window (ids are ObjectIds: sorted, oldest first). */
function threadMailText(messages: ThreadMessageNote[], name: string, role: Role, link: string): MailText {
  const [first] = messages;
  const count = messages.length;
  const who = (m: ThreadMessageNote) =>
    role === 'user' ? `${m.authorName} (${m.authorRole === 'admin' ? 'Agency' : 'our team'})` : m.authorName;
  const files = (m: ThreadMessageNote) => (m.fileCount > 0 ? `\n\n(${m.fileCount} file${m.fileCount === 1 ? '' : 's'} attached)` : '');
  const told = messages.map((m) => `${who(m)} wrote:\n\n${excerpt(m.body) || '(no text)'}${files(m)}`).join('\n\n');
  // Staff are told of the customer's messages only, so one name says who wrote them all.
  const subject =
    role === 'user'
      ? `${count === 1 ? 'New message' : `${count} new messages`} on your request ${name}`
      : `${first!.authorName} wrote ${count === 1 ? '' : `${count} messages `}on ${name}`;
  return { subject, text: `${told}\n\nReply here:\n${link}\n` };
}

/** The e-mail one recipient gets for one event about a request. */
export function requestMailText(event: StoredEvent, request: RequestRecord, role: Role, link: string): MailText {
  const name = requestName(request);
  const open = `Open the request and its messages:\n${link}`;
  const domain = domainBeyondService(request);
  const about = `Request: ${request.service}${domain ? ` · ${domain}` : ''}, submitted ${submitted(request)}.`;
  switch (event.type) {
    case 'request.created':
      return {
        subject: `New request ${name} from ${request.userName || 'a customer'}`,
        text: `${request.userName || 'A customer'} submitted a new request.\n\n${about}\n\n${excerpt(request.description) || 'No description provided.'}\n\n${open}\n`,
      };
    case 'request.approved':
      return {
        subject: `Your request ${name} was approved`,
        text: `Good news: your request was approved. We will assign it to our team shortly.\n\n${about}\n\n${open}\n`,
      };
    case 'request.rejected':
      return {
        subject: `Your request ${name} was rejected`,
        text: `Your request was not accepted.${request.rejectReason ? `\n\nOur reason: ${excerpt(request.rejectReason)}` : ''}\n\nIf you have questions, write to us in the request's messages.\n\n${about}\n\n${open}\n`,
      };
    case 'request.assigned':
      return {
        subject: `Your request ${name} was assigned to our team`,
        text: `A member of our team is now assigned to your request. You will hear from us when work starts.\n\n${about}\n\n${open}\n`,
      };
    case 'member.assigned':
      return {
        subject: `You were assigned to ${name} for ${request.userName || 'a customer'}`,
        text: `You have a new task for this request.\n\n${about}\n\n${excerpt(request.description) || 'No description provided.'}\n\n${open}\n`,
      };
    case 'request.progress':
      return {
        subject: progressSubject(event, name),
        text: `${progressSubject(event, name)}.\n\n${about}\nStatus now: ${event.status === 'completed' ? 'completed' : 'in progress'}.\n\n${open}\n`,
      };
    case 'thread.messages':
      return threadMailText(toldTo(role, event.messages!), name, role, link);
    default:
      throw new Error(`no request e-mail for ${event.type}`);
  }
}

export function contactMailText(event: StoredEvent, publicUrl: string): MailText {
  const contact = event.contact!;
  return {
    subject: `New contact message: ${contact.subject}`,
    text: `${contact.name} <${contact.email}> wrote through the contact form:\n\n${excerpt(contact.message)}\n\nRead it in the admin area:\n${publicUrl.replace(/\/+$/, '')}/admin/messages\n`,
  };
}

/** The switch that turns each recipient's e-mail for an event off. */
export function kindFor(event: StoredEvent, role: Role): NotificationKind {
  switch (event.type) {
    case 'request.created':
      return 'new_requests';
    case 'contact.message':
      return 'contact_messages';
    case 'member.assigned':
      return 'assignments';
    case 'thread.messages':
      return role === 'user' ? 'agency_messages' : 'customer_messages';
    default:
      return 'request_updates';
  }
}
