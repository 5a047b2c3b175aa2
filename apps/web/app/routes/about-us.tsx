import type { MetaFunction } from 'react-router';
import { ContentPage, Section } from '../components/content-page.tsx';
import { Link } from '../lib/link.tsx';
import { pageMeta } from '../lib/seo.ts';
import { useShop } from '../lib/shop.ts';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: 'About us: discus bred, quarantined and shipped live across India',
      description:
        'How we quarantine and deworm every discus, what sizes and grades mean, and care basics: temperature, pH, soft water, water changes and feeding.',
      path: '/about-us',
    },
    matches,
  );

export default function AboutUs() {
  const shop = useShop();
  return (
    <ContentPage
      title={`About ${shop.name}`}
      intro={`We breed and import discus in ${shop.state} and send them, healthy and eating, to fish keepers all over India.`}
    >
      <Section title="Who we are">
        <p>
          {shop.name} started as a hobby fish room and grew into a small discus farm. Today we raise our own lines and
          bring in selected strains from established breeders, so you can find both proven local fish and new colours in
          one place. Every fish we sell lives in our tanks in {shop.state} before it goes to you, whether we bred it or
          imported it.
        </p>
        <p>
          Besides discus, we stock the foods, medicines and equipment we use ourselves, so you can set up and run a
          discus tank with things we have tested.
        </p>
      </Section>

      <Section title="How we quarantine every fish">
        <p>
          New arrivals and home-bred fish alike spend <strong>two to three weeks in quarantine</strong> in a separate
          system before they are listed for sale. During that time we:
        </p>
        <ul>
          <li>watch each tank every day for clamped fins, dark colour, white faeces, fast breathing or hiding;</li>
          <li>deworm the fish against intestinal worms and treat for gill and skin flukes;</li>
          <li>make sure every fish eats eagerly at each feed before we call it ready;</li>
          <li>keep the fish in the same warm, soft water we recommend to you, so the move to your tank is gentle.</li>
        </ul>
        <p>
          A fish that is not eating well or shows any sign of illness stays with us until it recovers. We would rather
          delay an order than send you a weak fish.
        </p>
      </Section>

      <Section title="What sizes and grades mean">
        <p>
          <strong>Size</strong> is measured across the body, from the nose to the base of the tail, without the fins. As
          a rough guide:
        </p>
        <ul>
          <li>2 to 2.5 inches: juveniles, the most affordable, growing fast and needing frequent feeding;</li>
          <li>3 to 4 inches: sub-adults, hardier and already showing most of their colour;</li>
          <li>4.5 inches and above: adults, with full colour and shape, ready to pair.</li>
        </ul>
        <p>
          <strong>Grade</strong> describes how a fish looks within its strain: a higher grade has a rounder body, fuller
          and more even colour, a cleaner pattern and upright fins. Grade is about looks only: every grade we sell has
          gone through the same quarantine and is equally healthy.
        </p>
        <p>
          Some listings say <strong>the fish you see is the fish you get</strong>: that exact fish was photographed and
          will be packed for you. Other listings are batch stock: the photos show a typical fish from the batch, and we
          pick healthy, well-shaped fish of the stated size from that batch for your order.
        </p>
      </Section>

      <Section title="Our promise">
        <ul>
          <li>We only pack fish that are active, eating well and free of visible disease.</li>
          <li>Fish are fed well while they grow with us, not starved to keep them small.</li>
          <li>
            Live fish come with a live arrival guarantee; the <Link to="/refund-policy">refund policy</Link> explains
            how a dead-on-arrival claim works.
          </li>
          <li>
            Our help does not end at delivery: ask us about setting up, water or feeding at any time through our{' '}
            <Link to="/contact-us">contact page</Link>.
          </li>
        </ul>
      </Section>

      <Section title="Discus care basics">
        <p>
          Discus are not difficult, but they reward stable, clean, warm water. These are the conditions our fish are
          used to:
        </p>
        <ul>
          <li>
            <strong>Temperature:</strong> 29 to 31 °C, held steady with a heater and thermostat. Cooler water slows
            their appetite and lowers resistance to disease.
          </li>
          <li>
            <strong>pH:</strong> 6.0 to 7.0. A stable pH matters more than an exact number, so avoid chasing it with
            chemicals.
          </li>
          <li>
            <strong>Soft water:</strong> low hardness and TDS. Many Indian cities have hard borewell or tanker water;
            mixing in RO water is the easiest way to soften it. Always use a dechlorinator on municipal tap water.
          </li>
          <li>
            <strong>Water changes:</strong> 30 to 50 % at least once a week for adults, and two or three times a week
            for growing juveniles, with new water matched to the tank temperature. Ammonia and nitrite must stay at
            zero.
          </li>
          <li>
            <strong>Feeding:</strong> juveniles 3 to 4 small meals a day, adults 2 meals a day. Give a mix of quality
            granules or pellets, frozen foods and beef heart mix, and remove what is not eaten within about 15 minutes.
          </li>
          <li>
            <strong>Company:</strong> discus are shoaling fish; keep at least 5 together. In a pair or trio one fish is
            usually bullied and stops eating.
          </li>
          <li>
            <strong>Tank size:</strong> plan about 40 to 50 litres of water per adult. A group of five adults is
            comfortable in a 4 × 1.5 × 1.5 ft tank (about 250 litres). A tall tank in a quiet spot, away from doors and
            direct sun, keeps them calm.
          </li>
        </ul>
        <p>
          The <Link to="/faq">frequently asked questions</Link> cover tank mates, how fish are packed and what to do
          when your box arrives.
        </p>
      </Section>
    </ContentPage>
  );
}
