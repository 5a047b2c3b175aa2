import { paths } from '@discus/domain/paths';
import type { ReactNode } from 'react';
import type { MetaFunction } from 'react-router';
import { ContentPage, Section } from '../components/content-page.tsx';
import { Link } from '../lib/link.tsx';
import { pageMeta } from '../lib/seo.ts';
import { useShop } from '../lib/shop.ts';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: 'FAQ: buying discus online, shipping, live arrival and payment',
      description:
        'Answers on choosing discus sizes, tank mates and water, how live fish are packed and dispatched, acclimatising on arrival, DOA claims, payment, GST and cancellations.',
      path: '/faq',
    },
    matches,
  );

/** One question, opened and closed by the browser itself (no JavaScript needed). */
function Question({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="group rounded-lg border border-slate-200 bg-white open:border-teal-700/40 open:shadow-sm">
      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-lg px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 [&::-webkit-details-marker]:hidden">
        <span>{question}</span>
        <span
          aria-hidden="true"
          className="mt-0.5 shrink-0 text-xl leading-none text-teal-700 transition-transform group-open:rotate-45"
        >
          +
        </span>
      </summary>
      <div className="space-y-3 px-4 pb-4">{children}</div>
    </details>
  );
}

export default function Faq() {
  const shop = useShop();
  return (
    <ContentPage
      title="Frequently asked questions"
      intro="Straight answers about choosing discus, how we ship live fish, what to do when they arrive, and paying for your order."
    >
      <Section title="Choosing your discus" id="choosing">
        <div className="space-y-3">
          <Question question="Which size of discus should I buy?">
            <p>
              If this is your first discus tank, start with fish of <strong>3 inches or more</strong>. They cope better
              with the journey and with small mistakes in water quality, and they already show most of their colour.
            </p>
            <p>
              Juveniles of 2 to 2.5 inches cost less and are fun to grow out, but they need 3 to 4 feeds a day and
              frequent water changes to grow round and big. Adults of 4.5 inches and above are the choice for breeding
              or for a display tank that looks finished from the first day.
            </p>
          </Question>

          <Question question="How many discus should I keep together?">
            <p>
              Keep <strong>at least 5</strong>. Discus live in groups and sort out a pecking order; with only two or
              three, the weakest fish is chased constantly, hides and stops eating. In a group of five or more the
              attention is spread out. Buy fish of a similar size so the smaller ones are not outcompeted at feeding
              time.
            </p>
            <p>Plan about 40 to 50 litres of water per adult fish.</p>
          </Question>

          <Question question="Which fish can live with discus?">
            <p>Good companions like the same warm, soft water and are peaceful and not too fast at feeding time:</p>
            <ul>
              <li>cardinal tetras, rummy-nose tetras and other small tetras that tolerate 29 to 31 °C;</li>
              <li>Corydoras sterbai and bristlenose plecos to clean the bottom;</li>
              <li>peaceful dwarf cichlids such as rams, in a large enough tank.</li>
            </ul>
            <p>
              Avoid angelfish (they can carry diseases discus are sensitive to and compete for food), fin-nipping barbs,
              large or aggressive cichlids, and goldfish or other cool-water fish. Whatever you add, quarantine it
              first.
            </p>
          </Question>

          <Question question="What water do discus need?">
            <ul>
              <li>temperature 29 to 31 °C, kept steady;</li>
              <li>pH 6.0 to 7.0, stable rather than exact;</li>
              <li>soft water with low TDS: RO water mixed with tap water works well where the supply is hard;</li>
              <li>zero ammonia and nitrite, low nitrate;</li>
              <li>30 to 50 % water changes at least weekly, more often for juveniles.</li>
            </ul>
            <p>
              Set up and cycle the tank before you order, and have it at the right temperature on the day the fish
              arrive. More care notes are on our <Link to="/about-us">about us page</Link>.
            </p>
          </Question>
        </div>
      </Section>

      <Section title="Shipping and delivery" id="shipping">
        <div className="space-y-3">
          <Question question="Do you deliver everywhere in India?">
            <p>
              We deliver live fish to most of India. A few remote areas cannot be reached quickly enough for fish to
              travel safely; if that is the case for your address, checkout tells you before you pay. Foods, medicines
              and equipment can go to more places than live fish.
            </p>
          </Question>

          <Question question="How are the fish packed?">
            <ul>
              <li>
                Each fish travels in a <strong>double bag</strong> filled with clean water from our tanks and topped up
                with <strong>pure oxygen</strong>; small juveniles may share a bag with fish of their own size.
              </li>
              <li>Fish are not fed for a day before packing, so they keep their water clean on the way.</li>
              <li>
                The bags go into an <strong>insulated box</strong> inside a strong carton, with{' '}
                <strong>heat packs in winter and cold packs in summer</strong> as the weather on the route needs.
              </li>
              <li>The box is marked as live fish, to be kept upright and out of the sun.</li>
            </ul>
          </Question>

          <Question question="On which days do you dispatch live fish?">
            <p>
              Live fish are dispatched <strong>Monday to Wednesday</strong> only, so they never sit in a courier office
              over a weekend. Orders paid before the daily cut-off time go out on the next dispatch day; checkout shows
              you the exact dispatch date before you pay. Foods and equipment ship on any working day.
            </p>
          </Question>

          <Question question="How long does delivery take?">
            <p>
              Most cities receive their fish the next day or the day after dispatch; farther places can take up to 2 to
              3 days. Checkout shows the expected days in transit for your state. Our packing keeps discus comfortable
              for well over that time, but please be reachable on the delivery day so the box is not left waiting. The{' '}
              <Link to="/shipping-policy">shipping policy</Link> has the details.
            </p>
          </Question>
        </div>
      </Section>

      <Section title="When your fish arrive" id="arrival">
        <div className="space-y-3">
          <Question question="What should I do when the box arrives?">
            <ol>
              <li>
                Start recording a video <strong>before you open the box</strong>, and keep it running until every bag is
                checked. You need this video for any claim.
              </li>
              <li>Dim the room and switch off the tank lights: discus are calmer in low light after the journey.</li>
              <li>Float the closed bags in your tank for 15 to 20 minutes so the water temperature evens out.</li>
              <li>
                Open the bags, pour fish and water into a clean bucket, and drip tank water in slowly over 30 to 45
                minutes.
              </li>
              <li>Net the fish into the tank and throw away the bag water; never pour it into your tank.</li>
              <li>
                Keep the lights off and do not feed on the first day. Offer a small meal the next day; it is normal if
                they eat little for a day or two.
              </li>
            </ol>
            <p>Pale or dark colour after transit is stress and fades within a few days.</p>
          </Question>

          <Question question="What is the live arrival guarantee, and how do I report a dead fish?">
            <p>
              We guarantee that your fish arrive alive. If a fish is dead on arrival (DOA), report it{' '}
              <strong>within 2 hours of delivery</strong> with an unboxing video and clear photos of the fish in its
              bag, together with your order number. Write to <a href={`mailto:${shop.email}`}>{shop.email}</a> or use
              the phone and WhatsApp numbers on our <Link to="/contact-us">contact page</Link>.
            </p>
            <p>
              We review every claim and settle it by refund or store credit. The{' '}
              <Link to="/refund-policy">refund policy</Link> explains what is covered.
            </p>
          </Question>
        </div>
      </Section>

      <Section title="Payment and orders" id="orders">
        <div className="space-y-3">
          <Question question="How can I pay?">
            <p>
              Payment is online, through our payment gateway: <strong>UPI</strong> from any UPI app, credit and debit{' '}
              <strong>cards</strong>, and <strong>netbanking</strong>. Your card or bank details are entered on the
              gateway's secure page and never reach us. We do not offer cash on delivery, because live fish are packed
              for you and cannot go back into stock.
            </p>
          </Question>

          <Question question="Do you charge GST on fish?">
            <p>
              Live fish carry <strong>0 % GST</strong>. Foods, medicines and equipment carry GST at their applicable
              rate, which is shown for each item in your cart. Your invoice splits the tax into CGST and SGST when the
              delivery address is in {shop.state}, and shows IGST for other states.
            </p>
          </Question>

          <Question question="How do I track my order?">
            <p>
              We email you when your payment is confirmed and again when the box is shipped, with the carrier's tracking
              number. If you have an account, your orders and their status are also under{' '}
              <Link to={paths.myProfile('orders')} state={{ openMyOrders: true }}>
                My Orders in your profile
              </Link>
              .
            </p>
          </Question>

          <Question question="Can I cancel my order?">
            <p>
              Yes, until it is dispatched: contact us and we cancel it and refund the full amount to your original
              payment method. Once live fish are packed and on their way, the order can no longer be cancelled. If we
              have to hold a shipment because of extreme weather, you may choose to wait or cancel for a full refund.
            </p>
          </Question>
        </div>
      </Section>
    </ContentPage>
  );
}
