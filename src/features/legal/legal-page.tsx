import type { ReactNode } from 'react';
import { Seo } from '@/components/ui/seo';
import { site } from '@/config/site';

interface LegalPageProps {
  title: string;
  description: string;
  path: string;
  updated: string;
  children: ReactNode;
}

export function LegalPage({ title, description, path, updated, children }: LegalPageProps) {
  return (
    <>
      <Seo title={title} description={description} path={path} />
      <article className="mx-auto max-w-3xl pr-gutter pt-28 pb-20 pl-5 md:pt-36 md:pl-8">
        <h1 className="font-display text-4xl font-bold md:text-5xl">{title}</h1>
        <p className="mt-3 text-sm text-muted">Last updated {updated}</p>
        <div className="mt-10 space-y-10 text-lg leading-relaxed text-cream/90 [&_h2]:mb-3 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-marigold [&_li]:ml-6 [&_li]:list-disc [&_ul]:space-y-2">
          {children}
          <section>
            <h2>Contact</h2>
            <p>
              Questions? Write to{' '}
              <a
                href={`mailto:${site.email}`}
                className="text-marigold underline underline-offset-4"
              >
                {site.email}
              </a>
              .
            </p>
          </section>
        </div>
      </article>
    </>
  );
}
