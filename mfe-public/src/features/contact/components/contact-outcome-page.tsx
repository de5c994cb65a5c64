import { useParams } from 'react-router-dom';
import ContactNotSentPage from './contact-not-sent-page';
import ContactSentPage from './contact-sent-page';

/**
 * Both outcomes of the contact form sent without the app (/contact/sent, /contact/not-sent/:reason) as one
 * page of the remote: one entry in its pages, not two, on the first load of every public page.
 */
export default function ContactOutcomePage() {
  return useParams().reason === undefined ? <ContactSentPage /> : <ContactNotSentPage />;
}
