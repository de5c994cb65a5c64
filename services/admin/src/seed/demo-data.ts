// Demo content for the embedded default (SEED_DEMO=1): the spec's four team domains and a few members.

export const DEMO_DOMAINS = ['Software Development', 'Graphic Designing', 'Digital Marketing', 'IOT'];

/** An inline SVG avatar, so the demo team shows pictures without any external image host. */
function avatar(initials: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
    `<rect width="160" height="160" rx="80" fill="${color}"/>` +
    `<text x="80" y="96" font-family="Arial, sans-serif" font-size="52" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

export interface DemoMember {
  /**
   * The demo login auth seeds for this member (services/auth/src/seed/demo-team.ts, same id and
   * e-mail): the two seeds agree on fixed ids without calling each other at start-up.
   */
  accountId: string;
  email: string;
  name: string;
  empId: string;
  pic: string;
  description: string;
  skillTags: string[];
  about: string;
  skills: string[];
  languages: string[];
  domainNames: string[];
}

export const DEMO_MEMBERS: DemoMember[] = [
  {
    accountId: '64d000000000000000000e01',
    email: 'aarav@agency.local',
    name: 'Aarav Sharma',
    empId: 'EMP001',
    pic: avatar('AS', '#2563eb'),
    description: 'Full-stack developer building web apps for small businesses.',
    skillTags: ['React', 'Node.js', 'MongoDB'],
    about: 'Aarav turns rough ideas into fast, maintainable web applications.',
    skills: ['React', 'Node.js', 'TypeScript', 'MongoDB'],
    languages: ['English', 'Hindi'],
    domainNames: ['Software Development'],
  },
  {
    accountId: '64d000000000000000000e02',
    email: 'priya@agency.local',
    name: 'Priya Verma',
    empId: 'EMP002',
    pic: avatar('PV', '#db2777'),
    description: 'Brand and UI designer with an eye for clean layouts.',
    skillTags: ['Figma', 'Illustrator', 'Branding'],
    about: 'Priya designs brand identities and interfaces that stay simple.',
    skills: ['Figma', 'Adobe Illustrator', 'Typography'],
    languages: ['English', 'Hindi'],
    domainNames: ['Graphic Designing', 'Digital Marketing'],
  },
  {
    accountId: '64d000000000000000000e03',
    email: 'rohan@agency.local',
    name: 'Rohan Patel',
    empId: 'EMP003',
    pic: avatar('RP', '#059669'),
    description: 'Embedded engineer connecting sensors to the cloud.',
    skillTags: ['ESP32', 'MQTT', 'C++'],
    about: 'Rohan builds IoT prototypes from circuit board to dashboard.',
    skills: ['ESP32', 'Arduino', 'MQTT', 'C++'],
    languages: ['English', 'Hindi', 'Gujarati'],
    domainNames: ['IOT'],
  },
];
