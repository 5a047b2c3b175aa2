// Checkout.js of the local Razorpay stand-in (apps/server/test/razorpay-stand-in.ts serves it at
// /v1/checkout.js). It keeps the contract of Razorpay's own Checkout.js, so the store's code runs
// unchanged against either: `new Razorpay(options)`, `.on('payment.failed', callback)`, `.open()`;
// `options.handler(response)` after a payment, `options.modal.ondismiss()` when the buyer closes it.
// Instead of Razorpay's payment window it shows a small dialog whose buttons ask the stand-in to
// pay or fail the Razorpay order, the way a buyer's bank would.
(() => {
  // The stand-in that served this script also takes the payments: its origin, not the page's.
  const standIn = new URL(document.currentScript.src).origin;
  const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  const methods = [
    ['upi', 'Pay by UPI'],
    ['card', 'Pay by card'],
    ['netbanking', 'Pay by netbanking'],
  ];

  function element(tag, style, text) {
    const node = document.createElement(tag);
    node.style.cssText = style;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  class Razorpay {
    constructor(options) {
      for (const name of ['key', 'amount', 'order_id']) {
        if (!options?.[name]) throw new Error(`Razorpay: options.${name} is required`);
      }
      this.options = options;
      this.listeners = {};
      this.overlay = null;
    }

    on(event, callback) {
      if (!this.listeners[event]) this.listeners[event] = [];
      this.listeners[event].push(callback);
    }

    emit(event, response) {
      for (const callback of this.listeners[event] ?? []) callback(response);
    }

    open() {
      if (this.overlay) return;
      const options = this.options;
      const colour = options.theme?.color ?? '#3395ff';
      this.returnFocus = document.activeElement;
      this.overlay = element(
        'div',
        'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;' +
          'background:rgba(15,23,42,.6);font:15px/1.4 system-ui,sans-serif;color:#0f172a',
      );
      const dialog = element(
        'div',
        'position:relative;box-sizing:border-box;width:calc(100% - 32px);max-width:400px;padding:20px;' +
          'border-radius:12px;background:#fff;box-shadow:0 20px 40px rgba(0,0,0,.3)',
      );
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-label', 'Razorpay Checkout');

      const close = element(
        'button',
        'position:absolute;top:8px;right:8px;width:40px;height:40px;border:0;background:none;font-size:24px;cursor:pointer',
        '×',
      );
      close.type = 'button';
      close.setAttribute('aria-label', 'Close');
      close.onclick = () => this.dismiss();

      dialog.append(
        close,
        element('p', 'margin:0 40px 4px 0;font-size:12px;color:#64748b', 'Razorpay Checkout · test stand-in'),
        element('h2', 'margin:0 40px 4px 0;font-size:18px', options.name ?? ''),
        element('p', 'margin:0;color:#334155', options.description ?? ''),
        element('p', 'margin:12px 0 0;font-size:24px;font-weight:700', rupees.format(options.amount / 100)),
        element('p', 'margin:4px 0 16px;font-size:12px;color:#64748b', `Razorpay order ${options.order_id}`),
      );
      const status = element('p', 'margin:0 0 12px;min-height:1.4em;font-size:14px');
      status.setAttribute('role', 'status');
      const buttons = [];
      const button = (label, style, outcome, method) => {
        const node = element(
          'button',
          `display:block;width:100%;margin-top:8px;padding:12px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;${style}`,
          label,
        );
        node.type = 'button';
        node.onclick = () => this.pay(outcome, method, buttons, status);
        buttons.push(node);
        return node;
      };
      dialog.append(status);
      for (const [method, label] of methods) {
        dialog.append(button(label, `border:0;background:${colour};color:#fff`, 'paid', method));
      }
      dialog.append(button('Fail payment', 'border:1px solid #b91c1c;background:#fff;color:#b91c1c', 'failed', 'card'));

      this.overlay.append(dialog);
      this.overlay.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') this.dismiss();
      });
      document.body.append(this.overlay);
      buttons[0].focus();
    }

    async pay(outcome, method, buttons, status) {
      for (const node of buttons) node.disabled = true;
      status.style.color = '#334155';
      status.textContent = 'Processing…';
      let answer;
      try {
        const response = await fetch(`${standIn}/v1/standin/checkout/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ key_id: this.options.key, order_id: this.options.order_id, outcome, method }),
        });
        answer = await response.json();
      } catch {
        answer = null;
      }
      for (const node of buttons) node.disabled = false;
      if (answer?.razorpay_payment_id) {
        this.close();
        this.options.handler?.(answer);
        return;
      }
      // As Razorpay's own window does, it stays open after a failure so the buyer can try again.
      status.style.color = '#b91c1c';
      status.textContent = answer?.error?.description ?? 'Could not reach Razorpay, please try again';
      if (answer?.error) this.emit('payment.failed', { error: answer.error });
    }

    close() {
      this.overlay?.remove();
      this.overlay = null;
      this.returnFocus?.focus?.();
    }

    dismiss() {
      this.close();
      this.options.modal?.ondismiss?.();
    }
  }

  window.Razorpay = Razorpay;
})();
