// 'What makes us stand out': the three points of the home page (spec section 2).
export const STAND_OUT_POINTS = [
  {
    title: 'One team from idea to upkeep',
    text: 'Strategy, design, engineering and support sit at one table, so nothing is lost between agencies and you have one person to call.',
  },
  {
    title: 'Senior craft at small-business scale',
    text: 'Fixed, written quotes and work sized to your budget: you get the quality larger companies pay for, without their overheads.',
  },
  {
    title: 'Measured by your results',
    text: 'Every engagement starts with the numbers you care about (orders, enquiries, uptime) and we report against them, in plain language.',
  },
];
