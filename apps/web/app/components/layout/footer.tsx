import { paths } from '@discus/domain/paths';
import { Link } from '../../lib/link.tsx';
import { useShop, useShopYear } from '../../lib/shop.ts';

/** seed section 2: Quick Links and the business details; hidden on admin and contact pages. */
export function Footer() {
  const shop = useShop();
  const year = useShopYear();
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <h2>{shop.name}</h2>
          <p className="leading-relaxed">{shop.tagline}</p>
          <address className="mt-3 leading-relaxed not-italic">{shop.address}</address>
        </div>
        <div>
          <h2>Quick Links</h2>
          <ul className="footer-links">
            <li>
              <Link to={paths.refundPolicy()}>Refund Policy</Link>
            </li>
            <li>
              <Link to={paths.shippingPolicy()}>Shipping Policy</Link>
            </li>
            <li>
              <Link to={paths.privacyPolicy()}>Privacy Policy</Link>
            </li>
            <li>
              <Link to={paths.termsOfService()}>Terms And Conditions</Link>
            </li>
          </ul>
        </div>
        <div>
          <h2>Get in touch</h2>
          <ul className="footer-links">
            {shop.phones.map((phone) => (
              <li key={phone}>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </li>
            ))}
            <li>
              <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </li>
            <li className="flex gap-4 pt-1">
              <a href={shop.instagramUrl} target="_blank" rel="noopener noreferrer">
                Instagram
              </a>
              <a href={shop.youtubeUrl} target="_blank" rel="noopener noreferrer">
                YouTube
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-7xl flex-wrap justify-between gap-2 px-4 py-4 text-xs text-brand-100">
          <p>{`© ${year} ${shop.name}${shop.gstin ? ` · GSTIN ${shop.gstin}` : ''}`}</p>
          <a href={shop.developerUrl} target="_blank" rel="noopener noreferrer">
            {shop.developerCredit}
          </a>
        </div>
      </div>
    </footer>
  );
}
