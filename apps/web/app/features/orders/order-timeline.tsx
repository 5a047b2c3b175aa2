import type { TimelineEvent } from '@discus/domain/contracts/orders';
import type { OrderActor } from '@discus/domain/order-status';
import { formatShopTime } from './order-dates.ts';

// Who made a change, in the buyer's words.
const actorLabels: Record<OrderActor, string> = {
  buyer: 'You',
  owner: 'The shop',
  system: 'The store',
  gateway: 'Payment gateway',
};

/** Every change of the order, oldest first, with its time in IST and who made it. */
export function OrderTimeline({ events }: { events: readonly TimelineEvent[] }) {
  return (
    <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5" data-testid="order-timeline">
      {events.map((event, index) => (
        <li key={`${event.at}-${event.status}`} className="relative">
          <span
            aria-hidden="true"
            className={`absolute top-1 -left-[1.6rem] size-3 rounded-full ring-4 ring-white ${
              index === events.length - 1 ? 'bg-brand-700' : 'bg-slate-400'
            }`}
          />
          <p className="text-sm font-semibold text-slate-900">{event.statusLabel}</p>
          <p className="text-xs text-slate-600">
            <time dateTime={event.at}>{formatShopTime(event.at)}</time> · {actorLabels[event.actor]}
          </p>
          {event.note && <p className="mt-0.5 text-sm text-slate-700">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
