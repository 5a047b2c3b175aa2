import { SHOP_TIME_ZONE } from '@discus/domain/dispatch';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
});

/**
 * A moment as the shop and its buyers read it, in Asia/Kolkata whatever the browser's zone:
 * '23 Nov 2026, 9:17 pm IST'. Built from parts so every browser prints the same.
 */
export function formatShopTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.formatToParts(date).find((p) => p.type === type)?.value;
  const dayPeriod = (part('dayPeriod') ?? '').toLowerCase();
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${dayPeriod} IST`;
}

/** Only the day of a moment, in Asia/Kolkata: '23 Nov 2026'. */
export function formatShopDay(iso: string): string {
  return formatShopTime(iso).split(',')[0] ?? iso;
}
