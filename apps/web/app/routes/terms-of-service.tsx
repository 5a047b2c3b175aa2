import { durationInWords } from '@discus/domain/duration';
import type { MetaFunction } from 'react-router';
import { ContentPage, Section } from '../components/content-page.tsx';
import { Link } from '../lib/link.tsx';
import { pageMeta } from '../lib/seo.ts';
import { useShop } from '../lib/shop.ts';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: 'Terms of service: ordering live discus and aquarium goods online',
      description:
        'The terms for buying from our discus store: orders, prices in rupees with GST, stock reservation, payment, cancellation, live animals, liability and governing law.',
      path: '/terms-of-service',
    },
    matches,
  );

export default function TermsOfService() {
  const shop = useShop();
  return (
    <ContentPage
      title="Terms of service"
      lastUpdated="2026-11-22"
      intro={`These terms apply when you use this website or buy from ${shop.name}. Please read them before you place an order.`}
    >
      <Section title="About us and these terms">
        <p>
          This website is run by {shop.name}, {shop.address}
          {shop.gstin ? ` (GSTIN ${shop.gstin})` : ''}. By placing an order you accept these terms, together with our{' '}
          <Link to="/shipping-policy">shipping policy</Link>, <Link to="/refund-policy">refund policy</Link> and{' '}
          <Link to="/privacy-policy">privacy policy</Link>, which are part of them.
        </p>
      </Section>

      <Section title="Your account">
        <p>
          Give true and current details when you register or check out. Keep your password to yourself: you are
          responsible for orders placed from your account. Tell us at once if you think someone else is using it.
        </p>
      </Section>

      <Section title="Products and pictures">
        <ul>
          <li>
            When a listing says the fish you see is the fish you get, we send the fish in the photos. For batch stock,
            the photos show a typical fish, and we choose healthy fish of the stated size and strain from that batch.
          </li>
          <li>
            Colours look different under different lights and screens, and discus change colour with mood, age and
            stress. A fish may look paler for a few days after the journey.
          </li>
          <li>Sizes are measured by hand and are accurate to about a quarter of an inch.</li>
          <li>
            Young discus cannot be reliably sexed, so we do not promise males, females or pairs unless a listing says
            so.
          </li>
        </ul>
      </Section>

      <Section title="Prices and GST">
        <ul>
          <li>All prices are in Indian rupees (₹).</li>
          <li>
            Product prices are shown before GST. The GST rate of each item is added in your cart and at checkout, where
            the total includes taxes. Live fish are at 0 % GST; other goods carry their applicable rate.
          </li>
          <li>
            Your invoice shows CGST and SGST for delivery within {shop.state}, and IGST for delivery to other states.
          </li>
          <li>
            Shipping and packing charges are shown at checkout before you pay. The prices at the moment you pay are the
            ones that apply to your order.
          </li>
          <li>
            If an item is listed at an obviously wrong price by mistake, we may cancel the order and refund you in full.
          </li>
        </ul>
      </Section>

      <Section title="Orders and stock reservation">
        <p>
          When you place an order at checkout, we reserve the items for you for{' '}
          <strong>{durationInWords(shop.paymentHoldMinutes)}</strong> while you pay. If payment fails or is not
          completed in that time, the reservation ends and the items go back on sale. Your order is confirmed when the
          payment gateway confirms your payment, and we email you a confirmation.
        </p>
        <p>
          We may decline or cancel an order, with a full refund, if the address cannot be served, if a fish falls ill in
          our care before dispatch and you do not want a replacement, or if we cannot fulfil it for another good reason.
          We will always tell you why.
        </p>
      </Section>

      <Section title="Payment">
        <p>
          Payment is made online through our payment gateway, by UPI, card or netbanking. We do not offer cash on
          delivery. If money is debited but your order does not show as paid, the gateway or your bank normally reverses
          it automatically; if not, contact us and we will sort it out.
        </p>
      </Section>

      <Section title="Cancellations">
        <p>
          You can cancel an order at any time <strong>before it is dispatched</strong>, and we refund the full amount.
          Once live fish are packed and on their way, the order cannot be cancelled. Refunds follow the{' '}
          <Link to="/refund-policy">refund policy</Link>.
        </p>
      </Section>

      <Section title="Live animals">
        <p>
          Discus are living animals. We guarantee that they arrive alive, on the conditions of the refund policy. Once
          the fish have been acclimatised and released into your aquarium, their health depends on the care, water and
          tank mates they get there, which we do not control. We cannot guarantee how a fish will grow, colour up or
          breed.
        </p>
      </Section>

      <Section title="Your responsibilities">
        <ul>
          <li>Give a correct and complete delivery address and a mobile number that is switched on.</li>
          <li>
            Be available to receive the box on the delivery day, or collect it promptly when collection was agreed.
          </li>
          <li>Have a cycled aquarium ready, at the right temperature, before the fish arrive.</li>
          <li>
            Record the unboxing, and acclimatise the fish as described in{' '}
            <Link to="/faq#arrival">what to do when your fish arrive</Link>.
          </li>
          <li>
            Use this website lawfully: no false orders, no attempts to break or overload it, no copying its content.
          </li>
        </ul>
      </Section>

      <Section title="Reviews">
        <p>
          Reviews must be honest and about the product. We may hide reviews that are abusive, off-topic or contain
          someone's personal details. By posting a review you allow us to show it, with its photos, on this website.
        </p>
      </Section>

      <Section title="Limits of our liability">
        <p>
          Our total liability for an order is limited to the amount you paid for it. We are not responsible for indirect
          losses, such as illness spreading to other fish in your tank or lost breeding plans, or for delays caused by
          events outside our control, such as floods, strikes, cancelled flights or carrier embargoes. Nothing in these
          terms takes away rights you have under the Consumer Protection Act, 2019 or any other law that cannot be
          excluded by agreement.
        </p>
      </Section>

      <Section title="Governing law and disputes">
        <p>
          These terms are governed by the laws of India. Please contact us first: most problems are solved quickly by a
          conversation. Any dispute that remains is subject to the jurisdiction of the courts of {shop.state}, without
          affecting your right to approach a consumer commission.
        </p>
      </Section>

      <Section title="Changes and contact">
        <p>
          We may update these terms; the version on this page on the day you place an order applies to that order.
          Questions? Write to <a href={`mailto:${shop.email}`}>{shop.email}</a> or visit our{' '}
          <Link to="/contact-us">contact page</Link>.
        </p>
      </Section>
    </ContentPage>
  );
}
