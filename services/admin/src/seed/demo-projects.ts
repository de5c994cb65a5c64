import type { Project } from '@agency/contracts';

/** Spec §9: the three sample projects the Projects page starts with. */
export const DEMO_PROJECTS: Array<{ seedKey: string } & Omit<Project, 'id'>> = [
  {
    seedKey: 'demo-project-1',
    name: 'E-commerce Platform',
    client: 'TechCorp Solutions',
    domain: 'Web Development',
    status: 'Active',
    team: ['Aarav Sharma', 'Priya Verma'],
    budget: 25000,
    payment: 'Paid',
  },
  {
    seedKey: 'demo-project-2',
    name: 'Fitness Tracking App',
    client: 'HealthPlus',
    domain: 'Mobile Apps',
    status: 'Active',
    team: ['Rohan Patel'],
    budget: 18000,
    payment: null,
  },
  {
    seedKey: 'demo-project-3',
    name: 'Social Media Campaign',
    client: 'GreenLeaf Organics',
    domain: 'Digital Marketing',
    status: 'Inactive',
    team: ['Priya Verma'],
    budget: 8000,
    payment: 'Pending',
  },
];
