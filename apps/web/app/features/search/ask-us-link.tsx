import { paths } from '@discus/domain/paths';
import { Link } from '../../lib/link.tsx';

/** "Ask us" after a search that found nothing: the contact form, with the search written into a question. */
export function AskUsLink({ search }: { search: string }) {
  return (
    <Link to={paths.askAbout(search)} className="font-semibold text-brand-700 underline underline-offset-2">
      Ask us
    </Link>
  );
}
