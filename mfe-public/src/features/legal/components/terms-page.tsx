import { Link } from 'react-router-dom';
import { usePageTitle } from '@agency/web-kit/base';
import { LEGAL_ADDRESS, MINIMUM_AGE, PRIVACY_EMAIL } from '../legal-constants';
import { LegalPage, type LegalSection } from './legal-page';
import { TERMS_META } from '../../../page-meta/legal';

const SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: <p>By using this website or creating an account you agree to these terms. If you do not agree, please do not use the site.</p>,
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: (
      <p>
        You must be at least {MINIMUM_AGE} years old to use this site. If you use it on behalf of a business, you confirm that you may bind
        that business to these terms.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <p>
        Keep your password confidential and give us accurate details. You are responsible for activity under your account; tell us at once
        if you suspect someone else is using it.
      </p>
    ),
  },
  {
    id: 'services',
    title: 'Service requests',
    body: (
      <p>
        A request sent through your dashboard is an enquiry, not a contract. The scope, price and timeline of any work are agreed in a
        separate written quote or agreement, which prevails over these terms for that work.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <ul>
        <li>Do not break the law, infringe others' rights or send unlawful, abusive or misleading content.</li>
        <li>Do not try to access accounts or data that are not yours, or disrupt or probe the site's security.</li>
        <li>Do not send spam or automated requests through our forms.</li>
      </ul>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (
      <p>
        The content and design of this site belong to us or our licensors. Ownership of work we create for you is set out in your project
        agreement; by default, you own the deliverables once they are paid for.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>
        How we handle personal data is described in our <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and liability',
    body: (
      <p>
        The site is provided "as is". To the extent the law allows, we are not liable for indirect or consequential losses arising from its
        use, and our total liability for any claim about the site is limited to the amount you paid us in the previous twelve months.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and termination',
    body: (
      <p>
        We may update these terms; the effective date above shows the current version, and material changes will be announced on the site.
        We may suspend accounts that break these terms. You may close your account at any time.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts of Indore, Madhya
        Pradesh.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>, our <Link to="/contact">contact page</Link>,
        or {LEGAL_ADDRESS}.
      </p>
    ),
  },
];

export default function TermsPage() {
  usePageTitle(TERMS_META.title);
  return (
    <LegalPage
      title="Terms of Service"
      intro={<p>These terms apply when you use this website, create an account or send us a service request.</p>}
      sections={SECTIONS}
    />
  );
}
