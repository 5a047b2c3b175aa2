import { expect, shoot } from './checkout-flow.ts';
import { buyerAtCheckout, buyerWithCart, setUpDirectPayments } from './direct-payments-flow.ts';
import { test } from './test.ts';

// issue 11 on a desktop: the UPI QR code is drawn on the page (no image service), and a bank
// transfer shows the account name, number and IFSC and takes the bank's reference.

test.describe.configure({ timeout: 180_000 });

test('on a desktop the buyer sees the UPI QR code, and pays by bank transfer with its reference', async ({
  page,
  browser,
  request,
}) => {
  await setUpDirectPayments(page);

  const upiBuyer = await buyerAtCheckout(browser, page, await buyerWithCart(request));
  const upiTotal = (await upiBuyer.getByTestId('grand-total').textContent()) ?? '';
  await upiBuyer.getByLabel(/UPI to our account/).check();
  await upiBuyer.getByRole('button', { name: `Pay ${upiTotal}` }).click();
  const upiPanel = upiBuyer.getByTestId('direct-payment');
  const qr = upiPanel.getByRole('img', { name: `UPI QR code: pay ${upiTotal} to priya.discus@okhdfcbank` });
  await expect(qr).toBeVisible();
  await expect(qr.locator('svg')).toBeVisible();
  await expect(upiPanel.getByRole('link', { name: 'Pay with a UPI app' })).toBeHidden();
  await shoot(upiBuyer, 'direct-upi-qr');
  await upiBuyer.context().close();

  const bankBuyer = await buyerAtCheckout(browser, page, await buyerWithCart(request));
  const total = (await bankBuyer.getByTestId('grand-total').textContent()) ?? '';
  await bankBuyer.getByLabel(/Bank transfer \(NEFT \/ IMPS\)/).check();
  await bankBuyer.getByRole('button', { name: `Pay ${total}` }).click();
  const panel = bankBuyer.getByTestId('direct-payment');
  await expect(panel.getByRole('heading', { name: `Pay ${total} by bank transfer` })).toBeVisible();
  await expect(panel).toContainText('50100123456789');
  await expect(panel).toContainText('HDFC0001234');
  await panel.getByLabel(/Bank reference/).fill('HDFC-1');
  await panel.getByRole('button', { name: 'I have paid' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'Please enter the bank reference: 12 digits for IMPS, 16 letters and digits for NEFT or 22 for RTGS.',
  );
  const reference = `HDFCN${String(Date.now()).slice(-11)}`;
  await panel.getByLabel(/Bank reference/).fill(reference.toLowerCase());
  await panel.getByRole('button', { name: 'I have paid' }).click();
  await expect(panel.getByRole('heading', { name: 'We are checking your payment' })).toBeVisible();
  await expect(panel).toContainText(reference);
  await expect(bankBuyer.getByTestId('order-status').first()).toHaveText('Payment being confirmed');
  await shoot(bankBuyer, 'direct-bank');
  await bankBuyer.context().close();
});
