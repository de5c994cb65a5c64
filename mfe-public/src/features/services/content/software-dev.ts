import type { ServiceDetail } from './service-detail';

export const softwareDev: ServiceDetail = {
  headline: 'Custom software that fits the way your business works',
  intro:
    'From a booking system to a full customer portal, we design, build and run web and mobile applications for small businesses, in small, visible steps you can test every fortnight.',
  includes: [
    {
      title: 'Web applications',
      text: 'Portals, dashboards and internal tools built with React and Node.js, fast on a phone and easy to change.',
    },
    { title: 'Mobile apps', text: 'Cross-platform apps for Android and iOS when your customers live on their phones.' },
    {
      title: 'Integrations',
      text: 'Payments (UPI, cards), WhatsApp and SMS, accounting and inventory tools connected to what you already use.',
    },
    { title: 'Cloud and hosting', text: 'Secure hosting, backups and monitoring set up for you, sized to your traffic and budget.' },
    {
      title: 'Modernising old systems',
      text: 'Spreadsheets and legacy software moved into a maintainable application without losing data.',
    },
    { title: 'Quality built in', text: 'Automated tests, code review and accessibility checks on every release, not at the end.' },
  ],
  process: [
    {
      title: 'Discovery workshop',
      text: 'We map your workflow, users and goals in one or two sessions and agree what success looks like.',
    },
    {
      title: 'Scope and quote',
      text: 'A written scope with screens, milestones and a fixed price per milestone, so there are no surprises.',
    },
    {
      title: 'Build in sprints',
      text: 'Two-week sprints with a working demo at the end of each; you can change priorities between sprints.',
    },
    { title: 'Launch and care', text: 'We release, train your team and stay on for fixes and improvements under a support plan.' },
  ],
  deliverables: [
    'A working application on your own domain and cloud account',
    'Source code in a repository you own',
    'Admin guide and a short training session',
    'Thirty days of free fixes after launch',
  ],
  idealFor: ['Businesses outgrowing spreadsheets', 'Shops ready to sell online', 'Teams that need one internal tool done right'],
  engagement: 'Typical projects run 4 to 12 weeks, priced per milestone.',
};
