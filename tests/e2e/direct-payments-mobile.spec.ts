import { paths } from '@discus/domain/paths';
import { expect, shoot } from './checkout-flow.ts';
import { buyerAtCheckout, buyerWithCart, setUpDirectPayments } from './direct-payments-flow.ts';
import { test } from './test.ts';

// issue 11 on a 390 px phone: the owner sets the UPI payee in Payment Settings and offers UPI;
// a buyer chooses UPI at checkout, sees the "Pay with a UPI app" link with the amount and order
// number, types the UTR; the owner confirms it on the order page; the buyer sees the order paid.

test.describe.configure({ timeout: 180_000 });

test('at 390 px a buyer pays by UPI with the app link and the UTR; the owner confirms; the buyer sees paid', async ({
  page,
  browser,
  request,
}) => {
  await setUpDirectPayments(page);
  const buyer = await buyerWithCart(request);

  const phone = await buyerAtCheckout(browser, page, buyer);
  const total = (await phone.getByTestId('grand-total').textContent()) ?? '';
  expect(total).toMatch(/^₹[\d,]+\.\d{2}$/);
  await phone.getByLabel(/UPI to our account/).check();
  await shoot(phone, 'checkout-upi');
  await phone.getByRole('button', { name: `Pay ${total}` }).click();

  const panel = phone.getByTestId('direct-payment');
  await expect(panel.getByRole('heading', { name: `Pay ${total} by UPI` })).toBeVisible();
  const link = panel.getByRole('link', { name: 'Pay with a UPI app' });
  await expect(link).toBeVisible();
  const orderNumber = (await phone.getByRole('heading', { level: 1 }).textContent())?.match(/DS-\d+/)?.[0] ?? '';
  expect(orderNumber).toMatch(/^DS-\d{6,}$/);
  const amount = total.replace(/[₹,]/g, '');
  await expect(link).toHaveAttribute(
    'href',
    `upi://pay?pa=priya.discus%40okhdfcbank&pn=Priya%20Kulkarni&am=${amount}&cu=INR&tn=${orderNumber}`,
  );
  await expect(panel.getByRole('img', { name: /UPI QR code/ })).toBeHidden();
  await shoot(phone, 'direct-upi');

  const utr = panel.getByLabel(/UTR/);
  await utr.fill('12345');
  await panel.getByRole('button', { name: 'I have paid' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'Please enter the 12-digit UTR (UPI reference number) shown in your UPI app.',
  );
  const reference = `4${String(Date.now()).slice(-11)}`;
  await utr.fill(reference);
  await panel.getByRole('button', { name: 'I have paid' }).click();
  await expect(phone.getByText('Thank you! We will confirm your payment shortly.')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'We are checking your payment' })).toBeVisible();
  await expect(panel).toContainText(reference);

  const orderId = Number(new URL(phone.url()).searchParams.get('orderId'));
  await page.goto(paths.adminOrderDetails(orderId));
  const review = page.getByTestId('direct-payment-review');
  await expect(review).toContainText(reference);
  await shoot(page, 'admin-direct-payment');
  await review.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByText('Payment confirmed; the order is paid')).toBeVisible();

  await phone.reload();
  await expect(phone.getByTestId('order-status').first()).toHaveText('Paid');
  await expect(phone.getByTestId('direct-payment')).toHaveCount(0);
  await shoot(phone, 'direct-upi-paid');
  await phone.context().close();
});
