import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSignOutMutation } from '../api/sign-out-mutation';

/**
 * Logout goes to the home page (docs/product-spec.md §2), whether or not the adapter managed to
 * sign out (its auth state says which).
 */
export function LogoutButton({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const signOut = useSignOutMutation();
  const logout = async () => {
    await signOut.mutateAsync().catch(() => undefined);
    await navigate(paths.home);
  };
  return (
    <button
      type="button"
      onClick={() => void logout()}
      disabled={signOut.isPending}
      className={`btn-ghost ${className}`}
    >
      Logout
    </button>
  );
}
