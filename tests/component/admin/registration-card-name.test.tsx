import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromBooking } from '@/domain/registrations';
import { RegistrationCard } from '@/features/admin/registrations/registration-card';
import { storedBooking } from './registration-records';

function renderCard(more: Parameters<typeof storedBooking>[1]) {
  render(
    <RegistrationCard
      registration={fromBooking(storedBooking(1, { email: 'asha.rao@example.com', ...more }))}
      eventTitle="Sangeet Night"
      account="no-account"
      onTopUp={() => {}}
    />,
  );
}

describe('a registration card for a new booking', () => {
  it('is headed by the lead guest’s name, with the e-mail under it (docs/design.md §9.14)', () => {
    renderCard({ name: 'Asha Rao' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Asha Rao');
    expect(screen.getByText('asha.rao@example.com')).toBeInTheDocument();
  });

  it('is headed by the e-mail, shown once, when the booking has no name', () => {
    renderCard({});
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('asha.rao@example.com');
    expect(screen.getAllByText('asha.rao@example.com')).toHaveLength(1);
  });
});
