import type { CreateClientBody, Project } from '@agency/contracts';

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

/** The clients of those projects, so the Clients page and the counters start with the same story. */
export const DEMO_CLIENTS: CreateClientBody[] = [
  { clientName: 'TechCorp Solutions', domain: 'Software Development', description: 'Retail group moving its stores online.' },
  { clientName: 'HealthPlus', domain: 'Software Development', description: 'Fitness studios with a member app.' },
  { clientName: 'GreenLeaf Organics', domain: 'Digital Marketing', description: 'Organic produce brand growing on social media.' },
];
