/** The public entries of the nav bar and the mobile menu (spec section 2, "Navigation bar"). */
export const NAV_LINKS = [
  { to: '/', label: 'HOME', end: true },
  { to: '/about', label: 'ABOUT US', end: false },
  { to: '/team', label: 'OUR TEAM', end: false },
  { to: '/contact', label: 'CONTACT US', end: false },
] as const;
