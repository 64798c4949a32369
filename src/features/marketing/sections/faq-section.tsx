import { useId, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/section-icons';
import { faqItems } from '../data/faq-items';
import { SectionHeading } from './section-heading';

/** Accordion: one item open at a time; the open one closes when clicked again. */
export function FaqSection({ level = 2 }: { level?: 1 | 2 }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  const ItemHeading = level === 1 ? 'h2' : 'h3';
  return (
    <section id="faq" aria-labelledby="faq-title" className="section band">
      <SectionHeading
        level={level}
        id="faq-title"
        eyebrow="FAQ"
        intro="Everything friends ask before they book."
      >
        Frequently Asked Questions
      </SectionHeading>
      <div className="mx-auto max-w-3xl divide-y divide-white/10 rounded-3xl bg-night-2 ring-1 ring-white/10">
        {faqItems.map((item, index) => {
          const expanded = open === index;
          const buttonId = `${baseId}-q${index}`;
          const panelId = `${baseId}-a${index}`;
          return (
            <div key={item.question}>
              <ItemHeading className="m-0">
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : index)}
                  className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-lg font-medium text-cream hover:text-marigold"
                >
                  {item.question}
                  <ChevronDownIcon
                    className={`shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`}
                  />
                </button>
              </ItemHeading>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!expanded}
                className="px-6 pb-6 text-muted"
              >
                <p>{item.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
