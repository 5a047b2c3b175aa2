import { paths } from '@discus/domain/paths';
import { useLocation } from 'react-router';
import { NavLink } from '../../lib/link.tsx';
import { useCategories } from '../../lib/use-categories.ts';
import { CategoryLink } from './category-link.tsx';

// One short class (app.css): the bar holds a link per category on every page.
const linkClass = 'nav-link';

/** seed section 2: Home, one link per category, About Us, Contact Us, FAQ, and Wishlist unless on MyProfile. */
export function CategoryNav() {
  const categories = useCategories();
  const { pathname } = useLocation();
  return (
    <nav aria-label="Categories" className="category-nav">
      <ul>
        <li>
          <NavLink to={paths.home()} className={linkClass} end>
            Home
          </NavLink>
        </li>
        {categories.map((category, index) => (
          <li key={category.id}>
            <CategoryLink category={category} index={index} className={linkClass} />
          </li>
        ))}
        <li>
          <NavLink to={paths.aboutUs()} className={linkClass}>
            About Us
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.contactUs()} className={linkClass}>
            Contact Us
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.faq()} className={linkClass}>
            FAQ
          </NavLink>
        </li>
        {pathname !== paths.myProfile() && (
          <li>
            <NavLink to={paths.myProfile('wishlist')} state={{ openWishlist: true }} className={linkClass}>
              Wishlist
            </NavLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
