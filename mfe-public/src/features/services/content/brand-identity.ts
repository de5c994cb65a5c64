import type { ServiceDetail } from './service-detail';

export const brandIdentity: ServiceDetail = {
  headline: 'A brand people recognise and remember',
  intro:
    'We shape how your business looks and sounds, from the name and logo to colours, type and tone of voice, and hand you a brand kit your whole team can use.',
  includes: [
    { title: 'Brand strategy', text: 'Who you serve, what you promise and how you differ, written down in one page.' },
    { title: 'Naming and tagline', text: 'Name and tagline options checked for domain and social handle availability.' },
    { title: 'Logo design', text: 'A primary logo with variations for small sizes, dark backgrounds and social avatars.' },
    { title: 'Visual system', text: 'Colour palette, typography, iconography and imagery style that work in print and on screen.' },
    { title: 'Voice and messaging', text: "How your brand speaks: key messages, do and don't examples and sample copy." },
    { title: 'Brand guidelines', text: 'A concise guide and ready-to-use templates for cards, letterheads and social posts.' },
  ],
  process: [
    { title: 'Brand discovery', text: 'A workshop and a short survey of your customers to find what makes you different.' },
    { title: 'Concepts', text: 'Two or three distinct creative directions with mood boards and first logo sketches.' },
    { title: 'Refinement', text: 'We develop the chosen direction with you over two rounds of feedback.' },
    { title: 'Brand kit hand-over', text: 'Final files in every format, guidelines and templates, with a walkthrough for your team.' },
  ],
  deliverables: [
    'Logo files (SVG, PNG, PDF) in all variations',
    'Colour and typography specification',
    'Brand guidelines document',
    'Business card, letterhead and social templates',
  ],
  idealFor: ['New businesses before launch', 'Businesses whose look no longer fits', 'Teams with inconsistent materials'],
  engagement: 'Usually 3 to 6 weeks, for a fixed price agreed up front.',
};
