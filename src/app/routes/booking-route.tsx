import { paths } from '@/config/paths';
import { ComingSoon } from './coming-soon';

export default function BookingRoute() {
  return <ComingSoon title="Book Tickets" path={paths.booking} />;
}
