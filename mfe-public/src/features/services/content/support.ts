import type { ServiceDetail } from './service-detail';

export const support: ServiceDetail = {
  headline: 'Friendly, fast help that keeps your business running',
  intro:
    'One support desk for your website, apps, devices and office IT. We fix problems quickly, prevent the next ones and explain everything without jargon.',
  includes: [
    { title: 'Help desk', text: 'Raise a request from your dashboard, by e-mail or phone and track it to the fix.' },
    { title: 'Website and app maintenance', text: 'Updates, security patches, backups and small changes handled every month.' },
    { title: 'Monitoring', text: 'Uptime and error monitoring that alerts us before your customers notice a problem.' },
    { title: 'Office IT', text: 'Laptops, printers, Wi-Fi, e-mail and accounts set up and kept secure.' },
    { title: 'Security hygiene', text: 'Password policies, two-step sign-in, backups and regular checks for weak spots.' },
    { title: 'Training', text: 'Short sessions so your team uses its tools confidently and safely.' },
  ],
  process: [
    { title: 'Health check', text: 'We review your systems, accounts and backups and list what needs attention first.' },
    { title: 'Stabilise', text: 'We fix the urgent issues and set up monitoring and backups.' },
    { title: 'Support plan', text: 'Agreed response times and a monthly allowance of hours for fixes and changes.' },
    { title: 'Monthly review', text: 'A short report of issues resolved, risks spotted and suggested improvements.' },
  ],
  deliverables: [
    'A support plan with response times',
    'Monitoring and backups in place',
    'A monthly support report',
    'Documentation of your systems',
  ],
  idealFor: ['Businesses without an IT person', 'Owners of websites and apps built by others', 'Teams that want fewer surprises'],
  engagement: 'Monthly plans from a few hours a month, or pay-as-you-go for one-off help.',
};
