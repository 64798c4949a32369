import { useNavigate } from 'react-router-dom';
import { Logo } from '@/components/layout/logo';
import { paths } from '@/config/paths';
import { useSignOutMutation } from '../api/sign-out-mutation';

/**
 * Logo and Logout; logging out goes to the home page (spec §2), whether or not the adapter
 * managed to sign out (its auth state says which).
 */
export function AdminHeader() {
  const navigate = useNavigate();
  const signOut = useSignOutMutation();
  const logout = async () => {
    await signOut.mutateAsync().catch(() => undefined);
    await navigate(paths.home);
  };
  return (
    <header className="sticky top-0 z-20 flex items-center justify-between gap-4 border-b border-white/10 bg-night/95 px-5 py-3 backdrop-blur">
      <Logo className="h-9 w-auto" />
      <button
        type="button"
        onClick={() => void logout()}
        disabled={signOut.isPending}
        className="btn-ghost"
      >
        Logout
      </button>
    </header>
  );
}
