import { Link } from 'react-router-dom';
import { site } from '@/config/site';

export function Logo({ className = 'h-10 w-auto' }: { className?: string }) {
  return (
    <Link to="/" className="inline-flex shrink-0 items-center" aria-label={`${site.name} home`}>
      <span aria-hidden="true" className={`brand-logo block aspect-[15/4] ${className}`} />
    </Link>
  );
}
