import { Link } from 'react-router-dom';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';

export default function NotFoundPage() {
  return (
    <>
      <Seo title="Page not found" description="This page does not exist." path={null} noIndex />
      <section className="flex min-h-[80vh] flex-col items-center justify-center pr-gutter pt-20 pl-5 text-center">
        <p className="font-display text-8xl font-bold text-marigold">404</p>
        <h1 className="mt-4 font-display text-3xl font-semibold">Oops! Page not found</h1>
        <Link to={paths.home} className="btn-primary mt-8">
          Return to Home
        </Link>
      </section>
    </>
  );
}
