import type { ReactNode } from 'react';

interface SectionHeadingProps {
  /** h1 when the section is a page of its own, h2 on the home page. */
  level: 1 | 2;
  eyebrow?: string;
  children: ReactNode;
  intro?: ReactNode;
  id?: string;
}

export function SectionHeading({ level, eyebrow, children, intro, id }: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="mx-auto mb-8 max-w-2xl text-center md:mb-12">
      {eyebrow && <p className="eyebrow mb-3">{eyebrow}</p>}
      <Heading
        id={id}
        className="font-display text-3xl leading-tight font-bold text-cream md:text-5xl"
      >
        {children}
      </Heading>
      {intro && <p className="mt-4 text-lg text-muted">{intro}</p>}
    </div>
  );
}
