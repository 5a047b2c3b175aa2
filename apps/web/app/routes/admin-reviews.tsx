import { ReviewsPage } from '../features/admin/reviews/reviews-page.tsx';

export const meta = () => [{ title: 'Reviews · Admin' }, { name: 'robots', content: 'noindex' }];

export default function AdminReviews() {
  return <ReviewsPage />;
}
