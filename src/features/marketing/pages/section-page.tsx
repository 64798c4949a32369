import type { ComponentType } from 'react';
import { Seo } from '@/components/ui/seo';

interface SectionPageProps {
  title: string;
  description: string;
  path: string;
  Section: ComponentType<{ level?: 1 | 2 }>;
}

/** A home-page section served as a page of its own, with its heading as the h1. */
export function SectionPage({ title, description, path, Section }: SectionPageProps) {
  return (
    <>
      <Seo title={title} description={description} path={path} />
      <div className="pt-16 md:pt-20">
        <Section level={1} />
      </div>
    </>
  );
}
