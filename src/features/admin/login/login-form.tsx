import type { FormEvent } from 'react';
import type { AdminBackend } from '@/backend/admin-backend';
import { messageFor } from '@/backend/error-message';
import { LOGIN_FAILED_MESSAGE } from '@/domain/sign-in';
import { useSignInMutation } from '../api/sign-in-mutation';

/**
 * E-mail and password (spec §2). The fields are left as typed after a failure, so the organiser
 * only fixes what was wrong; the button is off while the sign-in is under way.
 */
export function LoginForm({ admin }: { admin: AdminBackend }) {
  const signIn = useSignInMutation(admin);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    signIn.mutate({ email: String(data.get('email')), password: String(data.get('password')) });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5">
      {signIn.isError && (
        <p role="alert" className="rounded-xl border border-rani-soft/60 bg-rani-deep/20 px-4 py-3">
          {messageFor(signIn.error, LOGIN_FAILED_MESSAGE)}
        </p>
      )}
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
      <button type="submit" className="btn-primary" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
