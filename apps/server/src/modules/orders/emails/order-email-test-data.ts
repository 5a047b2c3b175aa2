import type { OrderEmailData } from './order-email-data.ts';

// A paid Maharashtra order: fish at 0 %, food at 5 %, shipping and packing at 18 % (CGST + SGST).
export function sampleOrder(overrides: Partial<OrderEmailData> = {}): OrderEmailData {
  return {
    shopName: 'Aqua Discus House',
    buyer: { firstName: 'Asha', email: 'asha@example.in' },
    orderNumber: 'DS-000123',
    placedDate: '2025-04-06',
    status: 'paid',
    lines: [
      { description: 'Red Melon Discus, 3 inch, Red', quantity: 4, totalPaise: 450_000 },
      { description: 'Discus Granules Colour Food 250 g', quantity: 2, totalPaise: 136_290 },
    ],
    charges: [
      { description: 'Shipping', totalPaise: 29_500 },
      { description: 'Live-fish packing', totalPaise: 23_600 },
    ],
    gst: { cgstPaise: 7_345, sgstPaise: 7_345, utgstPaise: 0, igstPaise: 0 },
    grandTotalPaise: 639_390,
    deliveryAddress: {
      name: 'Asha Kulkarni',
      lines: ['Flat 12, Sea View Apartments', 'Near Shivaji Park'],
      city: 'Mumbai',
      state: 'Maharashtra',
      pin: '400028',
      phone: '9876543210',
    },
    liveFish: { dispatchDate: '2025-04-07', arrival: { from: '2025-04-08', to: '2025-04-09' } },
    orderUrl: 'https://shop.example.in/order_details?order=DS-000123',
    ...overrides,
  };
}
