import { Navigate, useLocation } from 'react-router-dom';
import { Logo } from '@/components/layout/logo';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { useAdminAuth } from '../auth/admin-auth-context';
import { afterSignInPath } from '../auth/login-location-state';
import { DemoAccountsPanel } from './demo-accounts-panel';
import { LoginForm } from './login-form';

/** /admin/login. Signing in changes the auth state, which sends the organiser on from here. */
export function LoginPage() {
  const auth = useAdminAuth();
  const location = useLocation();
  if (auth.status === 'loading') return null;
  if (auth.status === 'signed-in') {
    return <Navigate to={afterSignInPath(location.state, auth.user.access)} replace />;
  }
  return (
    <main className="mx-auto flex min-h-svh w-full max-w-md flex-col justify-center px-5 py-12">
      <Seo
        title="Organiser Sign-in"
        description="Sign in to the organisers' area."
        path={paths.adminLogin}
        noIndex
      />
      <div className="mb-8 flex justify-center">
        <Logo />
      </div>
      <div className="card">
        <h1 className="mb-6 font-display text-3xl font-bold">Organiser Sign-in</h1>
        <LoginForm admin={auth.admin} notice={auth.notice} />
      </div>
      {auth.admin.demoAccounts && <DemoAccountsPanel accounts={auth.admin.demoAccounts} />}
    </main>
  );
}
