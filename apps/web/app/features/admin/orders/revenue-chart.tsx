import type { Dashboard } from '@discus/domain/contracts/admin-orders';
import { formatRupees, rupeesToPaise } from '@discus/domain/money';

// 30 bars drawn as SVG (decision 022): no chart library for one bar chart on one admin page.

const WIDTH = 600;
const HEIGHT = 180;
const BOTTOM = 20;

const shortDay = (date: string) => {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][month - 1]}`;
};

/** The first day, the last, and every 7th between that does not crowd the last. */
const labelled = (index: number, count: number) =>
  index === 0 || index === count - 1 || (index % 7 === 0 && count - 1 - index >= 4);

export function RevenueChart({ days }: { days: Dashboard['chart'] }) {
  const max = Math.max(1, ...days.map((d) => d.revenue));
  const slot = WIDTH / Math.max(1, days.length);
  const total = days.reduce((sum, d) => sum + d.revenue, 0);
  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-label={`Revenue by day for the last ${days.length} days, ${formatRupees(rupeesToPaise(total))} in all`}
      >
        <line x1="0" x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className="stroke-slate-300" />
        {days.map((day, index) => {
          const height = ((HEIGHT - BOTTOM - 8) * day.revenue) / max;
          return (
            <g key={day.date}>
              <rect
                x={index * slot + slot * 0.15}
                y={HEIGHT - BOTTOM - height}
                width={slot * 0.7}
                height={Math.max(height, day.revenue > 0 ? 1 : 0)}
                rx="2"
                className="fill-brand-600"
              >
                <title>{`${shortDay(day.date)}: ${formatRupees(rupeesToPaise(day.revenue))}, ${day.orders} ${day.orders === 1 ? 'order' : 'orders'}`}</title>
              </rect>
              {labelled(index, days.length) ? (
                <text
                  x={index === 0 ? 0 : index === days.length - 1 ? WIDTH : index * slot + slot / 2}
                  y={HEIGHT - 5}
                  textAnchor={index === 0 ? 'start' : index === days.length - 1 ? 'end' : 'middle'}
                  className="fill-slate-500 text-[10px]"
                >
                  {shortDay(day.date)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="sr-only">Bars are paid orders' totals with GST, by India day.</figcaption>
    </figure>
  );
}
