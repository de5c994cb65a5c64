// The testimonials grid of the home page: four quotes, each with a name and a designation (spec section 2).
export interface Testimonial {
  quote: string;
  name: string;
  designation: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'Our online orders tripled in the first season. They built the shop, trained our staff and still answer the phone when we need them.',
    name: 'Ritika Mehta',
    designation: 'Founder, Mehta Organics',
  },
  {
    quote:
      'The soil sensors went from prototype to forty farms in four months. The dashboard is simple enough for every farmer we work with.',
    name: 'Arjun Patel',
    designation: 'Operations Head, GreenField AgriTech',
  },
  {
    quote: 'They gave our restaurant a name people remember: a logo, a menu and an Instagram feed that finally look like us.',
    name: 'Sameer Khan',
    designation: 'Owner, Saffron Table',
  },
  {
    quote: 'Patients book online now and no-shows fell by half. When something breaks, support fixes it before we even notice.',
    name: 'Dr. Neha Joshi',
    designation: 'Director, CarePoint Clinic',
  },
];
