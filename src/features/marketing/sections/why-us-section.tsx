import type { ComponentType, SVGProps } from 'react';
import {
  CameraIcon,
  ClipboardCheckIcon,
  DrumIcon,
  FlowerIcon,
  PaletteIcon,
  PlaylistIcon,
  SmileIcon,
} from '@/components/ui/benefit-icons';
import { site } from '@/config/site';
import { whyUsBenefits } from '../data/pitch';
import { SectionHeading } from './section-heading';

/** Each benefit's own icon (a missing one is a type error). */
const benefitIcons: Record<
  (typeof whyUsBenefits)[number]['title'],
  ComponentType<SVGProps<SVGSVGElement>>
> = {
  'Zero Wedding Pressure': SmileIcon,
  'Customizable Themes & Music': PaletteIcon,
  'Content-Friendly': CameraIcon,
  'Traditional Elements Included': FlowerIcon,
  'Curated Playlists': PlaylistIcon,
  'Expert Coordination': ClipboardCheckIcon,
  'Authentic Experience': DrumIcon,
};

export function WhyUsSection({ level = 2 }: { level?: 1 | 2 }) {
  const CardHeading = level === 1 ? 'h2' : 'h3';
  return (
    <section id="why-us" aria-labelledby="why-us-title" className="section">
      <SectionHeading
        level={level}
        id="why-us-title"
        eyebrow="Why us"
        intro={`${site.turnaround} from booking to celebration, anywhere in India.`}
      >
        Why {site.name}?
      </SectionHeading>
      {/* An open list with one accent (rani), not a third grid of dark cards. */}
      <ul className="grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
        {whyUsBenefits.map((benefit, index) => {
          const Icon = benefitIcons[benefit.title];
          return (
            <li
              key={benefit.title}
              className={`border-t-2 border-rani/70 pt-5 ${index === whyUsBenefits.length - 1 ? 'lg:col-start-2' : ''}`}
            >
              <Icon className="mb-3 size-8 text-rani-soft" />
              <CardHeading className="font-display text-xl font-semibold text-cream">
                {benefit.title}
              </CardHeading>
              <p className="mt-2 text-muted">{benefit.body}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
