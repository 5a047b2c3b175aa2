import { describe, expect, it } from 'vitest';
import { indianDialNumber, orderWhatsAppMessage, telLink, whatsAppLink } from './contact-links.ts';

describe('contact links for an order', () => {
  it('dial Indian numbers with the country code, however they were written', () => {
    expect(indianDialNumber('9876543210')).toBe('919876543210');
    expect(indianDialNumber('+91 98765 43210')).toBe('919876543210');
    expect(indianDialNumber('09876543210')).toBe('919876543210');
    expect(telLink('98765-43210')).toBe('tel:+919876543210');
  });

  it('open WhatsApp with a message naming the order, safely encoded', () => {
    const message = orderWhatsAppMessage('Discus & Co', 'Asha Buyer', 'DS-000123');
    expect(message).toBe('Hello Asha, this is Discus & Co about your order DS-000123.');
    expect(whatsAppLink('9876543210', message)).toBe(
      'https://wa.me/919876543210?text=Hello%20Asha%2C%20this%20is%20Discus%20%26%20Co%20about%20your%20order%20DS-000123.',
    );
  });
});
