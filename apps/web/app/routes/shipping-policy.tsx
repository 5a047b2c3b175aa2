import type { MetaFunction } from 'react-router';
import { ContentPage, Section } from '../components/content-page.tsx';
import { Link } from '../lib/link.tsx';
import { pageMeta } from '../lib/seo.ts';
import { useShop } from '../lib/shop.ts';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: 'Shipping policy: how live discus are packed and shipped',
      description:
        'Where we deliver in India, live fish dispatch days, how discus are packed with oxygen and heat or cold packs, delivery times, charges and weather holds.',
      path: '/shipping-policy',
    },
    matches,
  );

export default function ShippingPolicy() {
  const shop = useShop();
  return (
    <ContentPage
      title="Shipping policy"
      lastUpdated="2026-11-22"
      intro={`Live fish need a fast, warm and calm journey. This is how ${shop.name} gets them from our tanks in ${shop.state} to yours.`}
    >
      <Section title="Where we deliver">
        <p>
          We deliver to most states and union territories of India. Some remote areas cannot be reached quickly enough
          for live fish to travel safely, and some are served for foods and equipment but not for live fish. Checkout
          checks your delivery address and tells you <strong>before you pay</strong> if we cannot ship your order there.
        </p>
      </Section>

      <Section title="Dispatch days and cut-off time">
        <ul>
          <li>
            <strong>Live fish are dispatched Monday to Wednesday only</strong>, so they never sit in transit over a
            weekend or a courier holiday.
          </li>
          <li>
            Orders paid before the daily cut-off time go out on the next dispatch day; later orders move to the
            following one. Checkout shows the dispatch date for your order before you pay.
          </li>
          <li>Foods, medicines and equipment are dispatched within 1 to 2 working days, Monday to Saturday.</li>
          <li>
            If an order has both, we send everything together with the live fish unless we agree otherwise with you.
          </li>
        </ul>
        <p>We message or email you on the day your fish are dispatched, with the tracking number.</p>
      </Section>

      <Section title="How live fish are packed">
        <ul>
          <li>Fish are not fed for about a day before packing, so they keep their water clean during the journey.</li>
          <li>
            Each fish goes into a <strong>double bag</strong> with clean water from our own tanks, filled with{' '}
            <strong>pure oxygen</strong> and sealed tight. Small juveniles may share a bag with fish of their own size;
            adults travel one to a bag.
          </li>
          <li>
            The bags are packed upright in an <strong>insulated box</strong> inside a strong outer carton, with padding
            so they cannot roll.
          </li>
          <li>
            Depending on the season and the route we add <strong>heat packs</strong> in cold weather or{' '}
            <strong>cold packs</strong> in hot weather to keep the water near the fish's comfortable range.
          </li>
          <li>The box is labelled as live fish, to be kept upright and away from direct sun.</li>
        </ul>
      </Section>

      <Section title="Carriers and delivery times">
        <p>
          Live fish travel by <strong>air cargo</strong> between cities and by <strong>overnight courier</strong> or a
          local delivery partner to your door. Foods and equipment go by regular courier.
        </p>
        <ul>
          <li>
            Most cities receive live fish the day after dispatch; farther places can take 2 to 3 days. Checkout shows
            the expected days in transit for your state.
          </li>
          <li>
            In some towns door delivery would take too long, and the fastest option is to collect the box from the
            airport cargo terminal or the courier's office. We agree this with you before we dispatch.
          </li>
          <li>
            Delivery times are estimates: flights and couriers are sometimes delayed by things outside our control.
          </li>
        </ul>
      </Section>

      <Section title="Shipping and packing charges">
        <ul>
          <li>The shipping fee depends on the delivery state and is shown at checkout before you pay.</li>
          <li>
            Orders with live fish carry a live-fish packing charge for the insulated box, oxygen and heat or cold packs,
            also shown at checkout.
          </li>
          <li>
            Shipping is free on orders above an amount shown at checkout. When your order qualifies, checkout shows the
            shipping fee as free.
          </li>
        </ul>
      </Section>

      <Section title="Please be available to receive your fish">
        <p>
          Give us a mobile number that will be switched on, and an address where someone can receive the box on the
          delivery day. Open the box as soon as it arrives and follow the{' '}
          <Link to="/faq#arrival">arrival steps in our FAQ</Link>.
        </p>
        <p>
          If the courier cannot reach you, the address is wrong or incomplete, or the box is not collected when
          collection was agreed, the fish stay in the box longer than they should. In that case the live arrival
          guarantee does not apply, and a second delivery attempt may cost extra. If a delivery fails, call us at once
          so we can help.
        </p>
      </Section>

      <Section title="Weather holds">
        <p>
          In extreme heat or cold, such as north Indian summers and winters, cyclones or floods on the route, a box can
          get too hot or too cold even with heat or cold packs. We then hold live fish at our farm, where they are fed
          and cared for, and ship on the first safe dispatch day. We tell you when this happens; you may wait, or cancel
          the order for a full refund.
        </p>
      </Section>

      <Section title="If something goes wrong">
        <p>
          If a fish arrives dead, or goods arrive damaged, the <Link to="/refund-policy">refund policy</Link> explains
          how to claim. For any question about a shipment, write to <a href={`mailto:${shop.email}`}>{shop.email}</a>{' '}
          with your order number, or reach us through the <Link to="/contact-us">contact page</Link>.
        </p>
      </Section>
    </ContentPage>
  );
}
