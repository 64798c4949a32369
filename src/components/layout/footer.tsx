import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { Logo } from './logo';
import { navItems } from './nav-items';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer id="site-footer" className="border-t border-white/10 bg-night-2">
      <div className="mx-auto grid max-w-6xl gap-10 pr-gutter py-14 pl-5 md:grid-cols-3 md:pl-8">
        <div className="space-y-3">
          <Logo />
          <p className="font-display text-xl text-marigold">{site.tagline}</p>
          <p className="text-sm text-muted">Mock sangeet parties {site.serviceArea}.</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="mb-3 text-sm font-semibold tracking-widest text-cream uppercase">
            Explore
          </h2>
          <ul className="space-y-2 text-sm">
            {navItems.map((item) => (
              <li key={item.label}>
                <Link to={item.href} className="text-muted hover:text-marigold">
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to={paths.faq} className="text-muted hover:text-marigold">
                FAQ
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold tracking-widest text-cream uppercase">
            Say hello
          </h2>
          <ul className="space-y-2 text-sm text-muted">
            <li>
              <a href={`mailto:${site.email}`} className="hover:text-marigold">
                {site.email}
              </a>
            </li>
            <li>
              <a href={`tel:${site.phoneE164}`} className="hover:text-marigold">
                {site.phoneDisplay}
              </a>
            </li>
            <li>
              <a
                href={site.social.url}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:text-marigold"
              >
                {site.social.handle} on {site.social.network}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 pr-gutter py-6 pl-5 text-sm text-muted md:flex-row md:items-center md:justify-between md:pl-8">
          {/* The year is baked in at build time; a build from last year may differ by one. */}
          <p suppressHydrationWarning>
            © {year} {site.name}. All rights reserved.
          </p>
          <p className="flex gap-5">
            <Link to={paths.privacy} className="hover:text-marigold">
              Privacy Policy
            </Link>
            <Link to={paths.terms} className="hover:text-marigold">
              Terms of Service
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
