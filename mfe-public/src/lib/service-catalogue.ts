// The six services of spec section 1, in the order the home page shows them. The slugs are the
// /services/{slug} routes the shell's footer links to (plus brand-identity, which it does not list).
// Icons are inline SVG paths: no icon font, nothing to download.
export interface ServiceSummary {
  slug: string;
  title: string;
  summary: string;
  icon: string;
}

export const SERVICE_CATALOGUE: ServiceSummary[] = [
  {
    slug: 'software-dev',
    title: 'Software Development',
    summary: 'Web apps, portals and internal tools built to grow with your business.',
    icon: 'M8 9l-4 3 4 3M16 9l4 3-4 3M14 5l-4 14',
  },
  {
    slug: 'digital-presence',
    title: 'Digital Presence Management',
    summary: 'Websites, search and social profiles that bring customers to your door.',
    icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z',
  },
  {
    slug: 'brand-identity',
    title: 'Brand Identity Design',
    summary: 'Logos, colours and voice that make your business instantly recognisable.',
    icon: 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6L3.3 9.3l6.1-.7L12 3Z',
  },
  {
    slug: 'iot',
    title: 'Embedded Systems & IoT',
    summary: 'Connected devices and dashboards, from sensor to cloud.',
    icon: 'M9 3v3M15 3v3M9 18v3M15 18v3M3 9h3M3 15h3M18 9h3M18 15h3M6 6h12v12H6zM10 10h4v4h-4z',
  },
  {
    slug: 'design',
    title: 'Design & Creatives',
    summary: 'Interfaces, illustrations and campaign visuals crafted with care.',
    icon: 'M4 20l4-1 11-11a2.1 2.1 0 0 0-3-3L5 16l-1 4ZM14 6l3 3',
  },
  {
    slug: 'support',
    title: 'Technical Support',
    summary: 'Friendly, fast help that keeps your systems running every day.',
    icon: 'M4 13a8 8 0 0 1 16 0M4 13v4a2 2 0 0 0 2 2h1v-6H4Zm16 0v4a2 2 0 0 1-2 2h-1v-6h3ZM17 19c0 1.1-2.2 2-5 2',
  },
];

export function findService(slug: string): ServiceSummary | undefined {
  return SERVICE_CATALOGUE.find((service) => service.slug === slug);
}
