import type { ServiceDetail } from './service-detail';

export const digitalPresence: ServiceDetail = {
  headline: 'Be found, be trusted, be chosen online',
  intro:
    'We build and look after the places customers meet you online: your website, your Google Business Profile, search results and social media, with monthly reports in plain language.',
  includes: [
    { title: 'Websites that convert', text: 'Fast, mobile-first websites with clear calls to action and enquiry forms that reach you.' },
    { title: 'Local search (SEO)', text: 'Google Business Profile, maps listings and on-page SEO so nearby customers find you first.' },
    { title: 'Social media management', text: 'A content calendar, posts and replies on the platforms your customers actually use.' },
    { title: 'Online advertising', text: 'Small, measurable Google and Meta ad campaigns with a budget you set and can pause any time.' },
    {
      title: 'Reviews and reputation',
      text: 'A simple routine for asking happy customers for reviews and answering the rest professionally.',
    },
    { title: 'Analytics and reporting', text: 'Visits, enquiries and sales tracked, summarised in a monthly one-page report.' },
  ],
  process: [
    { title: 'Audit', text: 'We review your website, listings and social channels against your competitors.' },
    { title: 'Plan', text: 'A three-month plan with priorities, content themes and the numbers we will move.' },
    { title: 'Build and publish', text: 'We fix the foundations first, then publish and run campaigns on a steady schedule.' },
    { title: 'Measure and adjust', text: 'Monthly review calls: what worked, what did not, and what we change next.' },
  ],
  deliverables: [
    'A refreshed or new website',
    'Optimised Google Business Profile and listings',
    'Monthly content and campaign calendar',
    'A one-page monthly performance report',
  ],
  idealFor: ['Local shops, clinics and restaurants', 'Service businesses that rely on enquiries', 'Owners with no time for social media'],
  engagement: 'A one-time set-up, then a monthly plan you can cancel with 30 days notice.',
};
