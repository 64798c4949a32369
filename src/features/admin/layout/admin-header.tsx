import { useNavigate } from 'react-router-dom';
import { Logo } from '@/components/layout/logo';
import { paths } from '@/config/paths';
import { useSignOutMutation } from '../api/sign-out-mutation';

/**
 * Logo and Logout; logging out goes to the home page (spec §2). It leaves first, so the guard
 * never sees the signed-out state and sends the organiser to the login page instead.
 */
export function AdminHeader() {
  const navigate = useNavigate();
  const signOut = useSignOutMutation();
  const logout = () => {
    signOut.mutate();
    void navigate(paths.home);
  };
  return (
    <header className="sticky top-0 z-20 flex items-center justify-between gap-4 border-b border-white/10 bg-night/95 px-5 py-3 backdrop-blur">
      <Logo className="h-9 w-auto" />
      <button type="button" onClick={logout} disabled={signOut.isPending} className="btn-ghost">
        Logout
      </button>
    </header>
  );
}
