import type { ReactNode } from 'react';
import { type MetaFunction, useSearchParams } from 'react-router';
import { ContentPage, Section } from '../components/content-page.tsx';
import { ContactFormSection } from '../features/contact/contact-form.tsx';
import { Link } from '../lib/link.tsx';
import { pageMeta } from '../lib/seo.ts';
import { useShop } from '../lib/shop.ts';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: 'Contact us: phone, WhatsApp, email and address of the discus store',
      description:
        'Call, WhatsApp or email us about discus, orders and dead-on-arrival claims. Our address, business hours, response times and social channels.',
      path: '/contact-us',
    },
    matches,
  );

// Indian numbers are the last 10 digits, however the setting writes them (+91, 0, spaces, dashes).
function indianDigits(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

function telHref(phone: string): string {
  return `tel:+91${indianDigits(phone)}`;
}

function whatsAppHref(phone: string): string {
  return `https://wa.me/91${indianDigits(phone)}`;
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

// A search that found nothing links here with its words (`?search=`), so the buyer can ask for it.
const SEARCH_ASKED_MAX = 200;

function askedFor(search: string | null): string {
  const words = search?.trim().slice(0, SEARCH_ASKED_MAX);
  return words ? `Do you have “${words}”? I could not find it in the shop.` : '';
}

export default function ContactUs() {
  const shop = useShop();
  const [params] = useSearchParams();
  const whatsAppPhone = shop.phones[0];
  return (
    <ContentPage
      title="Contact us"
      intro="Questions about a fish, help with your tank, an order or a dead-on-arrival claim: talk to us, we are happy to help."
    >
      <Section title="Call or message us" id="phone">
        <ul>
          {shop.phones.map((phone) => (
            <li key={phone}>
              Call <a href={telHref(phone)}>{phone}</a>
            </li>
          ))}
          {whatsAppPhone ? (
            <li>
              <ExternalLink href={whatsAppHref(whatsAppPhone)}>Chat with us on WhatsApp ({whatsAppPhone})</ExternalLink>
            </li>
          ) : null}
        </ul>
        <p>
          WhatsApp is the quickest way to send us photos or videos, for example of a fish you are worried about or of an
          unboxing for a claim.
        </p>
      </Section>

      <Section title="Send us a message" id="message">
        <p>Ask about a fish, an order or your tank: we answer by email, or call you back if you leave a number.</p>
        {/* A new question (another search's "Ask us") starts a new form. */}
        <ContactFormSection key={params.get('search')} message={askedFor(params.get('search'))} />
      </Section>

      <Section title="Email" id="email">
        <p>
          Write to <a href={`mailto:${shop.email}`}>{shop.email}</a>. Please include your order number if your message
          is about an order.
        </p>
      </Section>

      <Section title="Address" id="address">
        <address className="not-italic leading-relaxed text-slate-700">
          {shop.name}
          <br />
          {shop.address}
        </address>
        <p>Our fish room is a working farm: please call before you visit, so we can have your fish ready for you.</p>
      </Section>

      <Section title="Business hours and response times" id="hours">
        <ul>
          <li>
            <strong>Monday to Saturday:</strong> 10:00 to 19:00 IST. Closed on Sundays and major holidays.
          </li>
          <li>Calls and WhatsApp messages are answered during business hours.</li>
          <li>Emails are answered within one working day.</li>
          <li>
            Dead-on-arrival claims are handled first: report them within 2 hours of delivery, as the{' '}
            <Link to="/refund-policy">refund policy</Link> explains.
          </li>
        </ul>
      </Section>

      {shop.instagramUrl || shop.youtubeUrl ? (
        <Section title="Follow us" id="follow">
          <p>New arrivals, fish room tours and care videos:</p>
          <ul>
            {shop.instagramUrl ? (
              <li>
                <ExternalLink href={shop.instagramUrl}>{shop.name} on Instagram</ExternalLink>
              </li>
            ) : null}
            {shop.youtubeUrl ? (
              <li>
                <ExternalLink href={shop.youtubeUrl}>{shop.name} on YouTube</ExternalLink>
              </li>
            ) : null}
          </ul>
        </Section>
      ) : null}

      <Section title="Before you write" id="help">
        <p>Many answers are already written down:</p>
        <ul>
          <li>
            <Link to="/faq">Frequently asked questions</Link> about sizes, tank mates, packing and arrival
          </li>
          <li>
            <Link to="/shipping-policy">Shipping policy</Link>
          </li>
          <li>
            <Link to="/refund-policy">Refund policy</Link>
          </li>
          <li>
            <Link to="/terms-of-service">Terms of service</Link>
          </li>
          <li>
            <Link to="/privacy-policy">Privacy policy</Link>
          </li>
        </ul>
        {shop.gstin ? <p className="text-sm text-slate-600">GSTIN: {shop.gstin}</p> : null}
      </Section>
    </ContentPage>
  );
}
