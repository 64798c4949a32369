import { paths } from '@/config/paths';
import { ComingSoon } from './coming-soon';

export default function AdminRoute() {
  return <ComingSoon title="Organiser Sign-in" path={paths.adminLogin} />;
}
