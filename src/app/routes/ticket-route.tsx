import { ComingSoon } from './coming-soon';

export default function TicketRoute() {
  return <ComingSoon title="Your Ticket" path="/ticket" />;
}
