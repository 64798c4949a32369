import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { whyUsBenefits } from '@/features/marketing/data/pitch';
import { WhyUsSection } from '@/features/marketing/sections/why-us-section';

describe('WhyUsSection', () => {
  it('gives every benefit card its own decorative icon', () => {
    render(<WhyUsSection />);
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(whyUsBenefits.length);

    const drawings = cards.map((card, index) => {
      within(card).getByRole('heading', { level: 3, name: whyUsBenefits[index]!.title });
      const icons = card.querySelectorAll('svg');
      expect(icons, `one icon on "${whyUsBenefits[index]!.title}"`).toHaveLength(1);
      expect(icons[0]!.getAttribute('aria-hidden')).toBe('true');
      return icons[0]!.innerHTML;
    });
    expect(new Set(drawings).size, 'no two cards share a drawing').toBe(whyUsBenefits.length);
  });
});
