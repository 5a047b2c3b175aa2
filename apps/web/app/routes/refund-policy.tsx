import type { MetaFunction } from 'react-router';
import { ContentPage, Section } from '../components/content-page.tsx';
import { Link } from '../lib/link.tsx';
import { pageMeta } from '../lib/seo.ts';
import { useShop } from '../lib/shop.ts';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: 'Refund policy: live arrival guarantee, DOA claims and returns',
      description:
        'How our live arrival guarantee works, how to claim for a dead-on-arrival fish within 2 hours, returns of foods and equipment, cancellations and refund times.',
      path: '/refund-policy',
    },
    matches,
  );

export default function RefundPolicy() {
  const shop = useShop();
  const shopMail = <a href={`mailto:${shop.email}`}>{shop.email}</a>;
  return (
    <ContentPage
      title="Refund policy"
      lastUpdated="2026-11-22"
      intro="We pack every fish to arrive healthy. If something does go wrong, this is how we put it right."
    >
      <Section title="Live arrival guarantee">
        <p>
          We guarantee that the live fish you order arrive alive. If a fish is dead when the box is delivered (dead on
          arrival, or DOA), we refund it or give you store credit, provided the claim follows the steps below. The
          guarantee covers the price you paid for the fish that died.
        </p>
      </Section>

      <Section title="How to claim for a dead-on-arrival fish" id="doa-claim">
        <ol>
          <li>
            <strong>Record an unboxing video.</strong> Start before the box is opened, with the shipping label visible,
            and keep recording, without cuts, until every bag has been checked.
          </li>
          <li>
            <strong>Take clear photos</strong> of the dead fish in its unopened bag, and of the bag's label if it has
            one.
          </li>
          <li>
            <strong>Report it within 2 hours of delivery</strong>, with your order number, the video and the photos, by
            email to {shopMail} or by WhatsApp using the number on our <Link to="/contact-us">contact page</Link>.
          </li>
          <li>Keep the fish and its bag until we have replied, in case we need another photo.</li>
        </ol>
        <p>
          Go ahead and acclimatise the live fish in the box straight away; recording and photos take only a few minutes
          and should never delay them.
        </p>
      </Section>

      <Section title="How we settle a claim">
        <p>
          We review every claim, normally within one working day, and decide whether to settle it by a{' '}
          <strong>refund</strong> of the price paid for the dead fish or by <strong>store credit</strong> of the same
          value for a future order. We tell you our decision and the reason in writing. If every fish in the box arrived
          dead, we also refund the shipping and live-fish packing charges.
        </p>
      </Section>

      <Section title="What the guarantee does not cover">
        <ul>
          <li>claims made more than 2 hours after delivery, or without an unboxing video;</li>
          <li>fish that die after they have been acclimatised and released into your aquarium;</li>
          <li>losses caused by water temperature or quality, tank mates, or disease already in your tank;</li>
          <li>
            deliveries that were refused, or delayed because you could not be reached, the address was wrong or the box
            was not collected when collection was agreed;
          </li>
          <li>shipments you asked us to send during a weather hold, against our advice;</li>
          <li>pale or dark stress colours and small fin splits from the journey, which recover within days.</li>
        </ul>
      </Section>

      <Section title="Foods, medicines and equipment">
        <ul>
          <li>
            You may return goods that are <strong>unopened and in their original packaging within 7 days</strong> of
            delivery. Tell us before you send them back. Return shipping is paid by you, unless we sent the wrong item.
          </li>
          <li>
            For safety, foods and medicines that have been opened cannot be returned, unless they were faulty when they
            arrived.
          </li>
          <li>
            If goods arrive <strong>damaged in transit</strong> or you received the wrong item, send us photos of the
            box and the item within 48 hours of delivery. We replace the item or refund it in full, including shipping.
          </li>
        </ul>
      </Section>

      <Section title="Cancellations">
        <p>
          Orders cancelled <strong>before dispatch</strong> are refunded in full, including shipping and packing
          charges. Orders with live fish cannot be cancelled once they have been dispatched; see the{' '}
          <Link to="/terms-of-service">terms of service</Link>.
        </p>
      </Section>

      <Section title="How refunds are paid">
        <p>
          Refunds go back to the <strong>original payment method</strong> (the same UPI account, card or bank account)
          within <strong>5 to 7 working days</strong> of our approval. Your bank may take a few more days to show it.
          Store credit is confirmed to you by email and can be used on your next order.
        </p>
        <p>Questions about a refund? Write to {shopMail} with your order number.</p>
      </Section>
    </ContentPage>
  );
}
