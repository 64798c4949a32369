import { config } from '@/config/env';
import { site } from '@/config/site';

interface SeoProps {
  /** Page title without the site name; omit on the home page. */
  title?: string;
  description: string;
  /**
   * The route path, e.g. '/faq'; the canonical URL is built from the configured origin. null for
   * a page with no address of its own (the not-found page): no canonical URL, no og:url.
   */
  path: string | null;
  image?: string;
  /** What `image` shows, for link previews read aloud (og:image:alt, twitter:image:alt). */
  imageAlt?: string;
  noIndex?: boolean;
}

const DEFAULT_IMAGE = '/og-image.jpg';
/** public/og-image.jpg, as scripts/make-media.sh draws it. */
export const DEFAULT_IMAGE_ALT = `${site.name}, a mock sangeet party: ${site.tagline} Dance, DJ, mehndi, outfits.`;

/**
 * Title, description, Open Graph, Twitter and canonical tags for one page (docs/design.md §15).
 * React 19 hoists <title>, <meta> and <link> into <head> itself, on the client and in the
 * prerender (scripts/prerender.mjs moves the leading tags into <head>), so no head manager
 * library has to ship in the 90 KB initial bundle.
 */
export function Seo({
  title,
  description,
  path,
  image = DEFAULT_IMAGE,
  imageAlt = DEFAULT_IMAGE_ALT,
  noIndex,
}: SeoProps) {
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name} | ${site.tagline}`;
  const url = path === null ? null : `${config.siteUrl}${path}`;
  const imageUrl = image.startsWith('http') ? image : `${config.siteUrl}${image}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      {noIndex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={imageAlt} />
      <meta property="og:locale" content="en_IN" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageAlt} />
    </>
  );
}
