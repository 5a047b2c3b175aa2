import { buyAFishByRazorpay } from './razorpay-flow.ts';
import { test } from './test.ts';

// issue 11 at 390 px: a guest buys a fish and pays by UPI in Razorpay's Checkout (the stand-in's).

test.describe.configure({ timeout: 180_000 });

test('at 390 px a guest buys a fish and pays by UPI in Razorpay Checkout; Checkout.js loads only at Pay', async ({
  page,
  request,
}) => {
  await buyAFishByRazorpay(page, request);
});
