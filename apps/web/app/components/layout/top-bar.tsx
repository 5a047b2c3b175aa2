import { useShop } from '../../lib/shop.ts';

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The contact bar above the header (seed section 1: phones, email, social links); on a phone the drawer shows them. */
export function TopBar() {
  const shop = useShop();
  return (
    <div className="top-bar">
      <div>
        <div>
          {shop.phones.map((phone) => (
            <a key={phone} href={telHref(phone)}>
              {phone}
            </a>
          ))}
          <a href={`mailto:${shop.email}`}>{shop.email}</a>
        </div>
        <div>
          <a href={shop.instagramUrl} target="_blank" rel="noopener noreferrer">
            Instagram
          </a>
          <a href={shop.youtubeUrl} target="_blank" rel="noopener noreferrer">
            YouTube
          </a>
        </div>
      </div>
    </div>
  );
}
