import type { ServiceDetail } from './service-detail';

export const design: ServiceDetail = {
  headline: 'Design that makes your product and message clear',
  intro:
    'Interfaces people enjoy using and visuals that stop the scroll: our designers work on apps, websites, campaigns and print, always in your brand.',
  includes: [
    { title: 'UI and UX design', text: 'User flows, wireframes and polished screens for web and mobile, tested with real users.' },
    { title: 'Design systems', text: 'Reusable components and styles in Figma so new screens are quick and consistent.' },
    { title: 'Marketing creatives', text: 'Social posts, banners, ads and presentations designed for each platform.' },
    { title: 'Illustration and icons', text: 'Custom illustrations and icon sets that give your product its own character.' },
    { title: 'Print and packaging', text: 'Brochures, menus, signage and packaging prepared for your printer.' },
    { title: 'Motion and video', text: 'Short animations and edited videos for launches, reels and product demos.' },
  ],
  process: [
    { title: 'Brief', text: 'We agree the goal, audience, formats and deadlines in a short brief.' },
    { title: 'Explore', text: 'First concepts or wireframes to choose a direction before detailing.' },
    { title: 'Design and review', text: 'Full designs with two rounds of feedback included, shared in Figma.' },
    { title: 'Deliver', text: 'Final files ready for developers, printers or social platforms.' },
  ],
  deliverables: [
    'Figma files you own',
    'Exported assets in every size you need',
    'Developer hand-off notes',
    'Print-ready PDFs where needed',
  ],
  idealFor: ['Products that need a clearer interface', 'Campaigns and launches', 'Teams without an in-house designer'],
  engagement: 'Per project, or a monthly design retainer with a set number of hours.',
};
