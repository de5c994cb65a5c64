import { Link } from 'react-router-dom';
import { usePageTitle } from '@agency/web-kit/base';
import { LEGAL_ADDRESS, MINIMUM_AGE, PRIVACY_EMAIL } from '../legal-constants';
import { LegalPage, type LegalSection } from './legal-page';
import { PRIVACY_META } from '../../../page-meta/legal';

const SECTIONS: LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to run the site and deliver our services:</p>
        <ul>
          <li>Account details you give us: name, e-mail address, phone number and password (stored only as a secure hash).</li>
          <li>What you send us: contact form messages and service requests, including their descriptions.</li>
          <li>Technical data: IP address, browser type and pages visited, kept in server logs for security.</li>
          <li>Data stored in your browser: a sign-in token and your name and e-mail, so you stay signed in.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    body: (
      <ul>
        <li>To create and secure your account and let you sign in.</li>
        <li>To answer your messages and provide, track and support the services you request.</li>
        <li>To send you e-mails about your account, such as password resets (no marketing without your consent).</li>
        <li>To keep the site secure, prevent abuse and fix problems.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing your information',
    body: (
      <p>
        We do not sell your personal information. We share it only with service providers who host and operate our systems for us, under
        contracts that protect it; with our team members assigned to your request; or when the law requires it.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'Data retention and deletion',
    body: (
      <p>
        We keep your account data while your account is active and your request history for as long as needed to support the work we did for
        you and to meet legal obligations. You can ask us to delete your account and personal data at any time by writing to{' '}
        <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>; we will delete it within 30 days unless the law requires us to keep it.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Passwords are stored as salted hashes, connections are encrypted, and access to personal data is limited to the people who need it.
        No system is perfectly secure; if a breach affects you, we will tell you promptly.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <ul>
        <li>Access the personal data we hold about you and receive a copy.</li>
        <li>Correct inaccurate data (you can edit your profile yourself after signing in).</li>
        <li>Ask us to delete your data or withdraw a consent you gave.</li>
        <li>Complain to us, and to the competent authority under Indian data protection law.</li>
      </ul>
    ),
  },
  {
    id: 'children',
    title: `Children under ${MINIMUM_AGE}`,
    body: (
      <p>
        Our services are not directed to children under {MINIMUM_AGE}, and we do not knowingly collect their personal data. If you believe a
        child has given us personal data, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about this policy or your data: write to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>, use our{' '}
        <Link to="/contact">contact page</Link>, or write to us at {LEGAL_ADDRESS}.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  usePageTitle(PRIVACY_META.title);
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what personal information we collect when you use this website and our services, and how we use and protect
          it.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
