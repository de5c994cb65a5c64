// The About page's fixed content: the spec's 3-step process and 4 differentiators.
export const PROCESS_STEPS = [
  {
    title: 'Discover Needs',
    text: 'We spend time in your business: your customers, your daily work and the numbers that matter. Then we agree in writing what success looks like.',
  },
  {
    title: 'Design Solution',
    text: 'We sketch, prototype and price the smallest solution that reaches that goal, and show it to you before anything is built.',
  },
  {
    title: 'Deliver Impact',
    text: 'We build in short steps you can see, launch, train your team, and measure the result against the goal we set together.',
  },
];

export const DIFFERENTIATORS = [
  {
    title: 'One partner, six skills',
    text: 'Software, digital presence, brand, design, IoT and support under one roof: one contact, one plan, no hand-offs.',
  },
  {
    title: 'Transparent, fixed pricing',
    text: 'Written quotes per milestone. You know the cost before we start and approve every change.',
  },
  {
    title: 'Built to be owned by you',
    text: 'Your code, designs, domains and accounts stay in your name. No lock-in, ever.',
  },
  {
    title: 'Support that stays',
    text: 'We answer after launch too: a support desk with real response times, from people who know your system.',
  },
];
