/** Every route path of the app, so links and the router agree (bulletproof-react config/paths). */
export const paths = {
  home: '/',
  concept: '/concept',
  packages: '/packages',
  portfolio: '/portfolio',
  whyUs: '/why-us',
  faq: '/faq',
  contact: '/contact',
  booking: '/booking',
  privacy: '/privacypolicy',
  terms: '/termsofservices',
  ticket: (token: string) => `/ticket/${encodeURIComponent(token)}`,
  ticketPattern: '/ticket/:token',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminScanner: '/admin/dashboard/qr-scanner',
  adminPaymentQr: '/admin/dashboard/payment-qr',
  adminPromoCodes: '/admin/dashboard/promocode',
  adminEvents: '/admin/dashboard/events',
  adminWallet: '/admin/dashboard/wallet',
  adminRegistrations: '/admin/dashboard/registered-users',
  adminMessages: '/admin/dashboard/messages',
  adminTeam: '/admin/dashboard/team',
} as const;

/** Anchors of the sections on the home page, in page order (docs/product-spec.md §2). */
export const homeAnchors = [
  'home',
  'concept',
  'packages',
  'portfolio',
  'why-us',
  'contact',
] as const;
export type HomeAnchor = (typeof homeAnchors)[number];

export const anchorHref = (anchor: HomeAnchor) => (anchor === 'home' ? '/' : `/#${anchor}`);

/** Public routes that are prerendered to their own HTML file at build time. */
export const prerenderedRoutes = [
  paths.home,
  paths.concept,
  paths.packages,
  paths.portfolio,
  paths.whyUs,
  paths.faq,
  paths.contact,
  paths.booking,
  paths.privacy,
  paths.terms,
] as const;
