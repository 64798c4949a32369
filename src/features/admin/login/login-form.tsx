import type { FormEvent } from 'react';
import type { AdminBackend } from '@/backend/admin-backend';
import { messageFor } from '@/backend/error-message';
import { LOGIN_FAILED_MESSAGE } from '@/domain/sign-in';
import { useGoogleSignInMutation } from '../api/google-sign-in-mutation';
import { useSignInMutation } from '../api/sign-in-mutation';
import { GoogleLogo } from './google-logo';
import { useAccountChooser } from './use-account-chooser';

export interface LoginFormProps {
  admin: AdminBackend;
  /** Why the organiser is here (a session that ended), shown until the next attempt. */
  notice?: string | null;
}

/**
 * E-mail and password (docs/product-spec.md §2), or "Continue with Google"
 * (docs/product-spec.md §3). One message: the last attempt's. The fields are left as typed after a
 * failure, so the organiser only fixes what was wrong; neither starts a second attempt while one is
 * under way. A Google chooser closed without a pick says nothing.
 */
export function LoginForm({ admin, notice = null }: LoginFormProps) {
  const signIn = useSignInMutation(admin);
  const { chooser, dialog } = useAccountChooser();
  const google = useGoogleSignInMutation(admin, chooser);
  const busy = signIn.isPending || google.isPending;
  const failure = signIn.isError ? signIn.error : google.isError ? google.error : null;
  const message = failure
    ? messageFor(failure, LOGIN_FAILED_MESSAGE)
    : signIn.isIdle && google.isIdle
      ? notice
      : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    google.reset();
    signIn.mutate({ email: String(data.get('email')), password: String(data.get('password')) });
  };

  const googleNote = admin.auth.googleNote ?? null;

  const onGoogle = () => {
    if (google.isPending) return;
    signIn.reset();
    google.mutate();
  };

  return (
    <div className="flex flex-col gap-5">
      {message && (
        <p role="alert" className="rounded-xl border border-rani-soft/60 bg-rani-deep/20 px-4 py-3">
          {message}
        </p>
      )}
      <form onSubmit={onSubmit} className="flex flex-col gap-5">
        <div>
          <label htmlFor="admin-email" className="mb-2 block font-medium">
            Email
          </label>
          <input
            id="admin-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            className="field"
          />
        </div>
        <div>
          <label htmlFor="admin-password" className="mb-2 block font-medium">
            Password
          </label>
          <input
            id="admin-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className="field"
          />
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <p aria-hidden="true" className="flex items-center gap-3 text-sm text-muted">
        <span className="h-px flex-1 bg-white/15" />
        or
        <span className="h-px flex-1 bg-white/15" />
      </p>
      <button
        type="button"
        onClick={onGoogle}
        // Not disabled while its own chooser is open: focus comes back to it when that closes.
        disabled={signIn.isPending}
        aria-describedby={googleNote ? 'google-sign-in-note' : undefined}
        className="btn border border-white/20 bg-cream text-ink hover:bg-white"
      >
        <GoogleLogo />
        Continue with Google
      </button>
      {googleNote && (
        <p id="google-sign-in-note" className="-mt-2 text-sm text-muted">
          {googleNote}
        </p>
      )}
      {dialog}
    </div>
  );
}
