import { anchorHref, paths } from '@/config/paths';
import { site } from '@/config/site';

/**
 * Header navigation, in the spec's order (docs/product-spec.md §2); Book Now is rendered as the
 * button.
 */
export const navItems = [
  { label: 'Home', href: anchorHref('home') },
  { label: `What is ${site.name}?`, href: anchorHref('concept') },
  { label: 'Portfolio', href: anchorHref('portfolio') },
  { label: 'Why Us', href: anchorHref('why-us') },
  { label: 'Contact', href: anchorHref('contact') },
] as const;

export const bookNow = { label: 'Book Now', href: paths.booking } as const;
