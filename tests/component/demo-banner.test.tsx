import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DemoBanner } from '@/components/ui/demo-banner';

vi.mock('@/backend/backend-mode', () => ({ backendMode: 'firebase' }));

describe('DemoBanner on the real backend', () => {
  it('says nothing about demo mode', () => {
    render(<DemoBanner />);
    expect(screen.queryByRole('complementary', { name: 'Demo mode' })).not.toBeInTheDocument();
  });
});
