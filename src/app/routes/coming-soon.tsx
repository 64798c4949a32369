import { Link } from 'react-router-dom';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';

/** Stand-in for routes whose features arrive in later issues (booking, tickets, admin). */
export function ComingSoon({ title, path }: { title: string; path: string }) {
  return (
    <>
      <Seo title={title} description={`${title} is opening soon.`} path={path} noIndex />
      <section className="flex min-h-[70vh] flex-col items-center justify-center px-5 pt-24 text-center">
        <h1 className="font-display text-4xl font-bold">{title}</h1>
        <p className="mt-4 max-w-md text-muted">
          This part of the site opens soon. Meanwhile, write to us and we will sort you out.
        </p>
        <Link to={paths.contact} className="btn-primary mt-8">
          Contact us
        </Link>
      </section>
    </>
  );
}
