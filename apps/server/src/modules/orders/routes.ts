import {
  placeOrderAnswer,
  placeOrderBody,
  shippingQuoteAnswer,
  shippingQuoteBody,
} from '@discus/domain/contracts/checkout';
import {
  checkoutMethodsAnswer,
  checkoutMethodsBody,
  directPaymentAnswer,
  directPaymentBody,
  reportPaymentAnswer,
  reportPaymentBody,
} from '@discus/domain/contracts/direct-payments';
import {
  cancelOrderBody,
  getAnonOrdersAnswer,
  getAnonOrdersBody,
  getOrderBody,
  invoiceBody,
  myOrdersAnswer,
  myOrdersBody,
  orderDetailsAnswer,
  reorderAnswer,
  reorderBody,
  retryPaymentAnswer,
  retryPaymentBody,
} from '@discus/domain/contracts/orders';
import { apiPaths } from '@discus/domain/contracts/paths';
import { messages } from '@discus/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInAccount } from '../../plugins/auth.ts';
import { directPaymentDetails, reportDirectPayment } from '../../workflows/direct-payments.ts';
import { cancelOrder, retryPayment } from '../../workflows/order-changes.ts';
import { type OrderDeps, placeOrder } from '../../workflows/place-order.ts';
import { quoteCheckout } from '../../workflows/quote-checkout.ts';
import { reorder } from '../../workflows/reorder.ts';
import { checkoutMethods } from '../payments/settings.ts';
import { recentAnonymousOrders } from './anon-orders.ts';
import { invoicePdfFor } from './invoice.ts';
import { orderDetailsFor, ordersOf } from './order-view.ts';

const tags = ['orders'];

export type OrderRoutesOptions = { deps: () => OrderDeps };

export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, opts) => {
  app.post(
    apiPaths.getAnonOrders,
    {
      schema: {
        tags,
        summary: 'Recent paid orders as state, city and product titles only (for the order notifier)',
        body: getAnonOrdersBody.optional(),
        response: { 200: getAnonOrdersAnswer },
      },
    },
    async () => ({ result: await recentAnonymousOrders(app.db) }),
  );

  const signedIn = { preHandler: requireUser };
  const details = (request: Parameters<typeof signedInAccount>[0], orderId: number) =>
    orderDetailsFor(app.db, signedInAccount(request), orderId, new Date());

  app.post(
    apiPaths.shippingQuote,
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The buyer's cart priced for a delivery state: lines, GST split, shipping, packing, dispatch date",
        body: shippingQuoteBody,
        response: { 200: shippingQuoteAnswer },
      },
    },
    async (request) => ({ result: await quoteCheckout(opts.deps(), signedInAccount(request), request.body.state) }),
  );

  app.post(
    apiPaths.placeOrder,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Place the cart as an order: re-priced, stock reserved, payment started; idempotent on its key',
        body: placeOrderBody,
        response: { 200: placeOrderAnswer },
      },
    },
    async (request) => ({ result: await placeOrder(opts.deps(), signedInAccount(request), request.body) }),
  );

  app.post(
    apiPaths.checkoutMethods,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The ways to pay that checkout offers now (the owner chooses them in Payment Settings)',
        body: checkoutMethodsBody.optional(),
        response: { 200: checkoutMethodsAnswer },
      },
    },
    async () => ({ result: await checkoutMethods(app.db, opts.deps().provider.name) }),
  );

  app.post(
    apiPaths.directPayment,
    {
      ...signedIn,
      schema: {
        tags,
        summary: "How to pay one of the buyer's orders by UPI or bank transfer: QR code, UPI link, bank details",
        body: directPaymentBody,
        response: { 200: directPaymentAnswer },
      },
    },
    async (request) => ({
      result: await directPaymentDetails(app.db, signedInAccount(request), request.body.orderId),
    }),
  );

  app.post(
    apiPaths.reportPayment,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The buyer gives the UTR or bank reference of a direct payment; the order waits for the owner',
        body: reportPaymentBody,
        response: { 200: reportPaymentAnswer },
      },
    },
    async (request) => {
      const buyer = signedInAccount(request);
      await reportDirectPayment(opts.deps(), buyer, request.body.orderId, request.body.reference);
      return {
        result: await directPaymentDetails(app.db, buyer, request.body.orderId),
        message: messages.paymentReported,
      };
    },
  );

  app.post(
    apiPaths.myOrders,
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The buyer's orders, newest first",
        body: myOrdersBody,
        response: { 200: myOrdersAnswer },
      },
    },
    async (request) => ordersOf(app.db, signedInAccount(request).userId, request.body.pageNo, request.body.pageSize),
  );

  app.post(
    apiPaths.getOrder,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One of the buyer’s orders with its timeline',
        body: getOrderBody,
        response: { 200: orderDetailsAnswer },
      },
    },
    async (request) => ({ result: await details(request, request.body.orderId) }),
  );

  app.post(
    apiPaths.cancelOrder,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Cancel an order before it is packed; its stock returns',
        body: cancelOrderBody,
        response: { 200: orderDetailsAnswer },
      },
    },
    async (request) => {
      await cancelOrder(opts.deps(), signedInAccount(request), request.body.orderId, request.body.reason);
      return { result: await details(request, request.body.orderId) };
    },
  );

  app.post(
    apiPaths.retryPayment,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Another payment attempt for an order still waiting for payment',
        body: retryPaymentBody,
        response: { 200: retryPaymentAnswer },
      },
    },
    async (request) => ({ result: await retryPayment(opts.deps(), signedInAccount(request), request.body.orderId) }),
  );

  app.post(
    apiPaths.reorder,
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Put an order's items back in the cart, as far as stock allows",
        body: reorderBody,
        response: { 200: reorderAnswer },
      },
    },
    async (request) => ({ result: await reorder(opts.deps(), signedInAccount(request), request.body.orderId) }),
  );

  app.post(
    apiPaths.orderInvoice,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The GST tax invoice of a paid order as a PDF (its owner or an admin)',
        body: invoiceBody,
      },
    },
    async (request, reply) => {
      const invoice = await invoicePdfFor(opts.deps(), signedInAccount(request), request.body.orderId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="Invoice-${invoice.number.replaceAll('/', '-')}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(invoice.pdf);
    },
  );
};
