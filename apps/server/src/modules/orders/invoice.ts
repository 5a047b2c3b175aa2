import { amountInWords } from '@discus/domain/amount-in-words';
import { ADMIN_ROLE } from '@discus/domain/constants';
import { kolkataDate } from '@discus/domain/dispatch';
import { sumGst } from '@discus/domain/gst';
import { gstStateCode, type IndianRegion } from '@discus/domain/india';
import { messages } from '@discus/domain/messages';
import { Conflict, NotFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/auth.ts';
import type { OrderDeps } from '../../workflows/place-order.ts';
import type { InvoiceData, InvoiceLine, TaxKind } from './documents/invoice-data.ts';
import { renderInvoicePdf } from './documents/invoice-pdf.ts';
import { gstOf, loadOrderRows, orderNotFound } from './order-view.ts';

const taxKinds: Record<string, TaxKind> = { intra_state: 'intra', intra_ut: 'intra-ut', inter_state: 'inter' };

/** The GST tax invoice of a paid order, for its owner or an admin (anyone else: 404). */
export async function invoicePdfFor(
  deps: OrderDeps,
  viewer: Account,
  orderId: number,
): Promise<{ number: string; pdf: Buffer }> {
  const data = await invoiceDataOf(deps, orderId, viewer);
  return { number: data.invoiceNumber, pdf: await renderInvoicePdf(data) };
}

export async function invoiceDataOf(deps: OrderDeps, orderId: number, viewer?: Account): Promise<InvoiceData> {
  const loaded = await loadOrderRows(deps.db, orderId);
  if (!loaded || (viewer && loaded.order.userId !== viewer.userId && viewer.role !== ADMIN_ROLE)) {
    throw new NotFound(orderNotFound);
  }
  const { order, lines } = loaded;
  if (!order.invoiceNumber || !order.invoiceDate) throw new Conflict(messages.invoiceNotReady);
  const shop = deps.config.shop;
  const shopState = shop.state as IndianRegion;
  const toLine = (l: (typeof lines)[number]): InvoiceLine => {
    const listNet = l.unitPricePaise * l.quantity;
    return {
      description: [l.title, l.size, l.color].filter(Boolean).join(', '),
      hsn: l.hsnCode,
      quantity: l.quantity,
      unit: 'Nos',
      unitPricePaise: l.unitPricePaise,
      discountPaise: l.kind === 'goods' ? Math.max(0, listNet - l.netPaise) : 0,
      taxablePaise: l.netPaise,
      ratePercent: l.taxPercent,
      cgstPaise: l.cgstPaise,
      sgstPaise: l.sgstPaise,
      utgstPaise: l.utgstPaise,
      igstPaise: l.igstPaise,
      totalPaise: l.totalPaise,
    };
  };
  const all = lines.map(toLine);
  const totals = sumGst(lines.map(gstOf));
  return {
    shop: {
      name: shop.name,
      lines: [shop.address],
      city: '',
      pin: '',
      state: shop.state,
      stateCode: gstStateCode(shopState),
      phone: shop.phones[0],
      email: shop.email,
      gstin: shop.gstin,
    },
    invoiceNumber: order.invoiceNumber,
    invoiceDate: order.invoiceDate,
    orderNumber: order.orderNumber,
    orderDate: kolkataDate(order.createdAt),
    buyer: {
      name: order.customerName,
      lines: [order.line1, order.line2, order.landmark].filter(Boolean),
      city: order.city,
      pin: order.pinCode,
      state: order.state,
      stateCode: gstStateCode(order.state),
      phone: order.phone,
    },
    placeOfSupply: { state: order.state, stateCode: gstStateCode(order.state) },
    taxKind: taxKinds[order.supplyKind] ?? 'inter',
    lines: lines.flatMap((l, i) => (l.kind === 'goods' ? [all[i] as InvoiceLine] : [])),
    charges: lines.flatMap((l, i) => (l.kind !== 'goods' ? [all[i] as InvoiceLine] : [])),
    totals: {
      taxablePaise: totals.taxable,
      cgstPaise: totals.cgst,
      sgstPaise: totals.sgst,
      utgstPaise: totals.utgst,
      igstPaise: totals.igst,
      taxPaise: totals.tax,
      grandTotalPaise: totals.total,
    },
    amountInWords: amountInWords(totals.total),
  };
}
