import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBackend } from '@/backend/admin-backend';
import { GOOGLE_LOCAL_STACK_NOTE } from '@/domain/sign-in';
import { LoginForm } from '@/features/admin/login/login-form';
import { createTestQueryClient } from '../support/query-client';

// docs/design.md §6.2: on the local Firebase stack, "Continue with Google" says beside it that it
// still needs the internet (Google's loader comes from apis.google.com); elsewhere it says nothing.

function renderLoginWith(googleNote: string | null) {
  const admin = { auth: { googleNote } } as unknown as AdminBackend;
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <LoginForm admin={admin} />
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: 'Continue with Google' });
}

describe('the Google button’s note', () => {
  it('is the button’s description where the adapter gives one', () => {
    const google = renderLoginWith(GOOGLE_LOCAL_STACK_NOTE);
    expect(google).toHaveAccessibleDescription(GOOGLE_LOCAL_STACK_NOTE);
    expect(screen.getByText(GOOGLE_LOCAL_STACK_NOTE)).toBeVisible();
  });

  it('is absent where it gives none', () => {
    const google = renderLoginWith(null);
    expect(google).not.toHaveAccessibleDescription();
    expect(screen.queryByText(GOOGLE_LOCAL_STACK_NOTE)).not.toBeInTheDocument();
  });
});
