// Links the owner taps on an order: call the buyer, or message them on WhatsApp with the order
// named in the message. Indian mobile numbers are stored as 10 digits (validation.ts).

/** The number with India's country code, digits only; a number already carrying 91 or a 0 prefix is normalised. */
export function indianDialNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits;
  if (digits.length === 11 && digits.startsWith('0')) return `91${digits.slice(1)}`;
  return `91${digits.slice(-10)}`;
}

export function telLink(phone: string): string {
  return `tel:+${indianDialNumber(phone)}`;
}

export function whatsAppLink(phone: string, message: string): string {
  return `https://wa.me/${indianDialNumber(phone)}?text=${encodeURIComponent(message)}`;
}

/** The message the owner starts with; they may edit it in WhatsApp before sending. */
export function orderWhatsAppMessage(shopName: string, buyerName: string, orderNumber: string): string {
  const first = buyerName.trim().split(/\s+/)[0] ?? buyerName;
  return `Hello ${first}, this is ${shopName} about your order ${orderNumber}.`;
}
