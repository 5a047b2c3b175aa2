import { data } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';

export const meta = () => [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }];

// A real 404 status, so search engines drop dead links.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
