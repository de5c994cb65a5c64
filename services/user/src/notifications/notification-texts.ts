// What each e-mail says: plain text, the subject names the request and what happened, and the body
// ends with a link that opens the request's thread on the page that person uses.
import type { NotificationKind, Role } from '@agency/contracts';
import type { RequestRecord } from '../requests/request-repository';
import type { StoredEvent } from './notification-event';

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
const requestName = (request: RequestRecord) => `"${request.service}"${request.domainName ? ` (${request.domainName})` : ''}`;
const submitted = (request: RequestRecord) => request.createdAt.toISOString().slice(0, 10);

function progressSubject(event: StoredEvent, name: string): string {
  if (event.status === 'completed') return `Your request ${name} is completed`;
  if (event.taskStatus === 'Completed') return `Part of the work on your request ${name} is done`;
  if (event.taskStatus === 'Pending') return `Work on your request ${name} is waiting to start again`;
  return `Work started on your request ${name}`;
}

/** The e-mail one recipient gets for one event about a request. */
export function requestMailText(event: StoredEvent, request: RequestRecord, role: Role, link: string): MailText {
  const name = requestName(request);
  const open = `Open the request and its messages:\n${link}`;
  const about = `Request: ${request.service}${request.domainName ? ` · ${request.domainName}` : ''}, submitted ${submitted(request)}.`;
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
        text: `Your request was not accepted. If you have questions, write to us in the request's messages.\n\n${about}\n\n${open}\n`,
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
    case 'thread.message': {
      const message = event.message!;
      const who =
        role === 'user' ? `${message.authorName} (${message.authorRole === 'admin' ? 'Agency' : 'our team'})` : message.authorName;
      const files = message.fileCount > 0 ? `\n\n(${message.fileCount} file${message.fileCount === 1 ? '' : 's'} attached)` : '';
      return {
        subject: role === 'user' ? `New message on your request ${name}` : `${message.authorName} wrote on ${name}`,
        text: `${who} wrote:\n\n${excerpt(message.body) || '(no text)'}${files}\n\nReply here:\n${link}\n`,
      };
    }
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
    case 'thread.message':
      return role === 'user' ? 'agency_messages' : 'customer_messages';
    default:
      return 'request_updates';
  }
}
