import { useShop } from '../../lib/shop.ts';

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The contact bar above the header (seed section 1: phones, email, social links); on a phone the drawer shows them. */
export function TopBar() {
  const shop = useShop();
  return (
    <div className="hidden bg-brand-900 text-xs text-brand-50 sm:block">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1.5">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          {shop.phones.map((phone) => (
            <a key={phone} href={telHref(phone)} className="hover:underline">
              {phone}
            </a>
          ))}
          <a href={`mailto:${shop.email}`} className="hidden hover:underline sm:inline">
            {shop.email}
          </a>
        </div>
        <div className="flex items-center gap-4">
          <a href={shop.instagramUrl} target="_blank" rel="noopener noreferrer" className="hover:underline">
            Instagram
          </a>
          <a href={shop.youtubeUrl} target="_blank" rel="noopener noreferrer" className="hover:underline">
            YouTube
          </a>
        </div>
      </div>
    </div>
  );
}
