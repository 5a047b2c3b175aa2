import { kolkataClock, writtenDay, writtenTime } from '@discus/domain/calendar';

/**
 * A moment as the shop and its buyers read it, in Asia/Kolkata whatever the browser's zone:
 * '23 Nov 2026, 9:17 pm IST'. The same in every browser and on the server (calendar.ts).
 */
export function formatShopTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const reading = kolkataClock(date);
  return `${writtenDay(reading, 'short')}, ${writtenTime(reading)} IST`;
}

/** Only the day of a moment, in Asia/Kolkata: '23 Nov 2026'. */
export function formatShopDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : writtenDay(kolkataClock(date), 'short');
}
