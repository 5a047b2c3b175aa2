import type { MetaFunction } from 'react-router';
import { ContentPage, Section } from '../components/content-page.tsx';
import { Link } from '../lib/link.tsx';
import { pageMeta } from '../lib/seo.ts';
import { useShop } from '../lib/shop.ts';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: 'Privacy policy: what personal data the discus store keeps and why',
      description:
        'What we collect when you shop with us, how payments are handled, who we share data with, how long we keep it, and your rights under Indian data protection law.',
      path: '/privacy-policy',
    },
    matches,
  );

export default function PrivacyPolicy() {
  const shop = useShop();
  const privacyMail = <a href={`mailto:${shop.email}`}>{shop.email}</a>;
  return (
    <ContentPage
      title="Privacy policy"
      lastUpdated="2026-11-22"
      intro={`This page explains, in plain words, what personal data ${shop.name} collects, why, and what you can ask us to do with it.`}
    >
      <Section title="Who is responsible for your data">
        <p>
          {shop.name}, {shop.address}, decides how your personal data is used on this website. Under India's Digital
          Personal Data Protection Act, 2023 we are the "data fiduciary" and you are the "data principal": we may use
          your data only for the purposes we tell you about, must keep it safe, and must respect the rights described
          below.
        </p>
      </Section>

      <Section title="What we collect">
        <ul>
          <li>
            <strong>Your account:</strong> name, email address, mobile number and, if you upload one, a profile photo.
            Your password is stored only as a one-way hash; nobody, including us, can read it.
          </li>
          <li>
            <strong>Your orders:</strong> delivery addresses, the items you bought, amounts, GST details, order status
            and any messages about the order.
          </li>
          <li>
            <strong>Your cart and wishlist:</strong> the products you add, so they are still there when you come back.
          </li>
          <li>
            <strong>Reviews and claims:</strong> ratings, text and photos you post about a product, and the photos and
            videos you send us with a dead-on-arrival claim.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address and browser details in our server logs, used to keep the
            site secure and to stop abuse such as repeated password guessing.
          </li>
        </ul>
        <p>We do not collect more than we need to sell and deliver your order and to look after your account.</p>
      </Section>

      <Section title="Payments">
        <p>
          Payments are handled by our payment gateway. You type your card number, UPI PIN or netbanking password on the
          gateway's secure page: <strong>these details never reach us</strong>, and we never store them. We receive only
          a payment reference, the amount, whether the payment succeeded and the kind of method used (for example UPI or
          card).
        </p>
      </Section>

      <Section title="Why we use your data">
        <ul>
          <li>to take, pack, ship and invoice your order, and to keep you informed about it by email or phone;</li>
          <li>to run your account, cart and wishlist;</li>
          <li>to answer your questions and settle claims, refunds and cancellations;</li>
          <li>to keep the tax and accounting records Indian law requires;</li>
          <li>to protect the shop and our customers against fraud and misuse.</li>
        </ul>
        <p>
          We do not send marketing messages unless you ask for them, and you can stop them at any time. We{' '}
          <strong>never sell or rent your personal data</strong> to anyone.
        </p>
      </Section>

      <Section title="Who we share it with">
        <p>Only what each needs to do their part:</p>
        <ul>
          <li>couriers and cargo agents: your name, phone number and delivery address;</li>
          <li>our payment gateway: the order amount and the contact details needed to process the payment;</li>
          <li>the companies that host our website and send our emails, bound to keep your data confidential;</li>
          <li>government authorities, when the law requires it.</li>
        </ul>
        <p>
          Your reviews are public: they appear on the product page with the name on your account. The order notification
          that sometimes appears on the site shows only a city, state and product titles, never a name, email or phone
          number.
        </p>
      </Section>

      <Section title="Cookies and local storage">
        <p>
          We do not use advertising or tracking cookies. To work, the site keeps a few small items in your browser's
          local storage:
        </p>
        <ul>
          <li>a random guest cart id, so your cart survives before you log in;</li>
          <li>a session token that identifies your browser to our server;</li>
          <li>your sign-in token while you are logged in, which is removed when you log out.</li>
        </ul>
        <p>
          You can clear them in your browser settings at any time; you will then be logged out and a guest cart will be
          emptied. The payment gateway may set its own cookies on its payment page.
        </p>
      </Section>

      <Section title="How long we keep it">
        <ul>
          <li>Account details: for as long as your account is open.</li>
          <li>
            Orders and invoices: for as long as Indian tax and accounting laws require us to keep them, which is several
            years, even if you close your account.
          </li>
          <li>Claim photos and videos: until the claim is settled and any dispute about it is over.</li>
          <li>Server logs: about 30 days, unless needed to investigate misuse.</li>
        </ul>
      </Section>

      <Section title="How we protect it">
        <p>
          The site runs only over encrypted connections (HTTPS). Passwords are stored as hashes, sign-in tokens expire,
          and only the people who run the shop can see order details, each only as far as their work needs. If a breach
          ever affects your data, we will tell you and the Data Protection Board of India as the law requires.
        </p>
      </Section>

      <Section title="Your rights">
        <p>You can ask us, free of charge, to:</p>
        <ul>
          <li>tell you what personal data we hold about you and who we have shared it with;</li>
          <li>correct, complete or update it; many details you can change yourself in your profile;</li>
          <li>delete your account and personal data, except the records we must keep by law;</li>
          <li>withdraw a consent you gave earlier, for example to marketing messages;</li>
          <li>name another person to exercise these rights for you if you die or cannot act yourself.</li>
        </ul>
        <p>
          Our shop is meant for adults. If you are under 18, please shop with the help of a parent or guardian, who
          should place the order.
        </p>
      </Section>

      <Section title="Questions and complaints">
        <p>
          Write to {privacyMail} with "Privacy" in the subject, or use the other ways on our{' '}
          <Link to="/contact-us">contact page</Link>. We answer privacy requests within 30 days. If you are not
          satisfied with our answer, you may complain to the Data Protection Board of India.
        </p>
        <p>
          If we change this policy, we update the date at the top of this page; for important changes we will also tell
          you by email.
        </p>
      </Section>
    </ContentPage>
  );
}
