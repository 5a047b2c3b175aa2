import { describe, expect, it } from 'vitest';
import { orderCancelledEmail } from './order-cancelled-email.ts';
import { orderConfirmedEmail } from './order-confirmed-email.ts';
import { sampleOrder } from './order-email-test-data.ts';
import { paymentFailedEmail } from './payment-failed-email.ts';

const hostile = '<script>alert("x")</script> Discus & "friends"';

describe('order confirmation email', () => {
  it('lists the lines, charges, GST by head, grand total, dispatch and address in both parts', () => {
    const email = orderConfirmedEmail(sampleOrder());

    expect(email.to).toBe('asha@example.in');
    expect(email.subject).toBe('Order DS-000123 confirmed: thank you for shopping with Aqua Discus House');
    expect(email.text).toContain('Red Melon Discus, 3 inch, Red × 4: ₹4,500.00');
    expect(email.text).toContain('Live-fish packing: ₹236.00');
    expect(email.text).toContain('CGST (included): ₹73.45');
    expect(email.text).toContain('Grand total: ₹6,393.90');
    expect(email.text).not.toContain('IGST');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Hello Asha,');
      expect(part).toContain('order DS-000123 is confirmed');
      expect(part).toContain('Order DS-000123, placed on Sunday, 6 Apr 2025 (Paid)');
      expect(part).toContain('₹1,362.90');
      expect(part).toContain('SGST (included)');
      expect(part).toContain('₹6,393.90');
      expect(part).toContain(
        'Your live fish will be dispatched on Monday, 7 Apr 2025, and should reach you between Tuesday, 8 Apr 2025 and Wednesday, 9 Apr 2025.',
      );
      expect(part).toContain('Near Shivaji Park');
      expect(part).toContain('Mumbai, Maharashtra 400028');
      expect(part).toContain('Aqua Discus House');
    }
    expect(email.text).toContain('Your order: https://shop.example.in/order_details?order=DS-000123');
    expect(email.html).toContain('href="https://shop.example.in/order_details?order=DS-000123"');
  });

  it('says nothing about dispatch for an order without live fish, and shows IGST across states', () => {
    const email = orderConfirmedEmail(
      sampleOrder({ liveFish: undefined, gst: { cgstPaise: 0, sgstPaise: 0, utgstPaise: 0, igstPaise: 14_690 } }),
    );
    for (const part of [email.text, email.html]) {
      expect(part).not.toContain('dispatched');
      expect(part).toContain('IGST (included)');
      expect(part).toContain('₹146.90');
      expect(part).not.toContain('CGST');
    }
  });

  it('escapes a hostile product title, buyer name and address in the HTML and keeps them readable in the text', () => {
    const order = sampleOrder({
      buyer: { firstName: '<img src=x onerror=alert(1)>', email: 'x@example.in' },
      lines: [{ description: hostile, quantity: 1, totalPaise: 10_000 }],
    });
    order.deliveryAddress.lines = ['<b>Flat 1</b>'];
    const email = orderConfirmedEmail(order);

    expect(email.html).not.toContain('<script');
    expect(email.html).not.toContain('<img');
    expect(email.html).not.toContain('<b>');
    expect(email.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Discus &amp; &quot;friends&quot; × 1',
    );
    expect(email.html).toContain('&lt;b&gt;Flat 1&lt;/b&gt;');
    expect(email.text).toContain(`${hostile} × 1: ₹100.00`);
    expect(email.text).toContain('Hello <img src=x onerror=alert(1)>,');
  });

  it('refuses to put a javascript: link in an email', () => {
    expect(() => orderConfirmedEmail(sampleOrder({ orderUrl: 'javascript:alert(1)' }))).toThrow();
  });
});

describe('payment failed email', () => {
  it('offers to retry the payment until the hold ends', () => {
    const email = paymentFailedEmail({
      ...sampleOrder({ status: 'pending_payment' }),
      paymentFailure: { kind: 'retry', until: '14:35' },
    });

    expect(email.subject).toBe('Payment for order DS-000123 did not go through');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('did not go through, so no money has been taken');
      expect(part).toContain('We are holding your items until 14:35 (India time)');
      expect(part).toContain('Retry payment');
      expect(part).toContain('(Awaiting payment)');
      expect(part).toContain('₹6,393.90');
    }
    expect(email.text).toContain('Retry payment: https://shop.example.in/order_details?order=DS-000123');
  });

  it('offers to put the items back in the cart once they are released', () => {
    const email = paymentFailedEmail({
      ...sampleOrder({ status: 'payment_failed', lines: [{ description: hostile, quantity: 2, totalPaise: 20_000 }] }),
      paymentFailure: { kind: 'restore-cart', cartUrl: 'https://shop.example.in/cart?restore=DS-000123' },
    });

    for (const part of [email.text, email.html]) {
      expect(part).toContain('The items have been released');
      expect(part).toContain('Put the items back in your cart');
      expect(part).toContain('(Payment failed)');
      expect(part).not.toContain('Retry payment');
    }
    expect(email.text).toContain('Put the items back in your cart: https://shop.example.in/cart?restore=DS-000123');
    expect(email.html).toContain('href="https://shop.example.in/cart?restore=DS-000123"');
    expect(email.html).not.toContain('<script');
    expect(email.text).toContain(hostile);
  });
});

describe('order cancelled email', () => {
  it('tells the buyer they cancelled it and what happens to the money', () => {
    const email = orderCancelledEmail({
      ...sampleOrder({ status: 'cancelled' }),
      cancellation: { by: 'buyer', refundNote: 'The full ₹6,393.90 will be back in your account in 5–7 working days.' },
    });

    expect(email.subject).toBe('Order DS-000123 cancelled');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('As you asked, your order DS-000123 has been cancelled.');
      expect(part).toContain('The full ₹6,393.90 will be back in your account in 5–7 working days.');
      expect(part).toContain('(Cancelled)');
    }
  });

  it('says so when the shop cancelled it, escaping the note and titles in HTML', () => {
    const email = orderCancelledEmail({
      ...sampleOrder({ status: 'cancelled', lines: [{ description: hostile, quantity: 1, totalPaise: 10_000 }] }),
      cancellation: { by: 'shop', refundNote: 'Refund <i>soon</i>' },
    });

    for (const part of [email.text, email.html]) {
      expect(part).toContain('We are sorry: Aqua Discus House had to cancel your order DS-000123.');
    }
    expect(email.html).not.toContain('<script');
    expect(email.html).not.toContain('<i>');
    expect(email.html).toContain('Refund &lt;i&gt;soon&lt;/i&gt;');
    expect(email.text).toContain('Refund <i>soon</i>');
    expect(email.text).toContain(hostile);
  });
});
