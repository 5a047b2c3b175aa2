import {
  adminCancelOrderBody,
  adminDeliverOrderBody,
  adminGetOrderBody,
  adminOrderActionAnswer,
  adminOrderAnswer,
  adminOrderCsvBody,
  adminOrderNoteBody,
  adminOrdersAnswer,
  adminOrdersBody,
  adminPackOrderBody,
  adminRefundOrderBody,
  adminShipOrderBody,
  dashboardAnswer,
  dashboardBody,
  getShippingConfigBody,
  saveShippingConfigAnswer,
  saveShippingConfigBody,
  shippingConfigAnswer,
} from '@discus/domain/contracts/admin-orders';
import { apiPaths } from '@discus/domain/contracts/paths';
import { messages } from '@discus/domain/messages';
import { rupeesToPaise } from '@discus/domain/money';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInAccount } from '../../plugins/auth.ts';
import { cancelByOwner, deliverOrder, noteOnOrder, packOrder, shipOrder } from '../../workflows/admin-order-changes.ts';
import type { OrderDeps } from '../../workflows/place-order.ts';
import { refundByOwner } from '../../workflows/refunds.ts';
import { adminOrderDetails, listOrders, ordersCsv } from '../orders/admin-orders.ts';
import { saveShippingConfigForm, shippingConfigForm } from '../shipping/admin-config.ts';
import { dashboard } from './dashboard.ts';

const tags = ['admin orders'];

/** The owner's orders, dashboard and shipping configuration (issue 12), inside adminRoutes' guard. */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ deps: () => OrderDeps }> = async (app, opts) => {
  const admin = (request: FastifyRequest) => ({ userId: signedInAccount(request).userId });
  const details = async (orderId: number) => ({
    result: await adminOrderDetails(app.db, orderId, opts.deps().now()),
  });
  const done = async (orderId: number, message: string) => ({
    ...(await details(orderId)),
    message,
  });

  app.post(
    apiPaths.adminDashboard,
    {
      schema: {
        tags,
        summary: 'Sales, orders needing action, stock running out (Asia/Kolkata days)',
        body: dashboardBody.optional(),
        response: { 200: dashboardAnswer },
      },
    },
    async () => ({ result: await dashboard(app.db, opts.deps().now()) }),
  );

  app.post(
    apiPaths.adminOrders,
    {
      schema: {
        tags,
        summary: 'Orders: filter by status and dates, search, sort, pages',
        body: adminOrdersBody,
        response: { 200: adminOrdersAnswer },
      },
    },
    async (request) => listOrders(app.db, request.body),
  );

  app.post(
    apiPaths.adminOrdersCsv,
    {
      schema: {
        tags,
        summary: 'The filtered orders as CSV, one line per order line with its GST',
        body: adminOrderCsvBody,
      },
    },
    async (request, reply) => {
      const day = opts.deps().now().toISOString().slice(0, 10);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'no-store');
      return ordersCsv(app.db, request.body.filter);
    },
  );

  app.post(
    apiPaths.adminGetOrder,
    {
      schema: {
        tags,
        summary: 'One order with contact, payments, refund, timeline and allowed actions',
        body: adminGetOrderBody,
        response: { 200: adminOrderAnswer },
      },
    },
    async (request) => details(request.body.orderId),
  );

  const withMessage = { 200: adminOrderActionAnswer };

  app.post(
    apiPaths.adminPackOrder,
    { schema: { tags, summary: 'Mark a paid order packed', body: adminPackOrderBody, response: withMessage } },
    async (request) => {
      await packOrder(opts.deps(), admin(request), request.body.orderId);
      return done(request.body.orderId, messages.orderPacked);
    },
  );

  app.post(
    apiPaths.adminShipOrder,
    {
      schema: {
        tags,
        summary: 'Mark a packed order shipped with courier and tracking; emails the buyer',
        body: adminShipOrderBody,
        response: withMessage,
      },
    },
    async (request) => {
      const { orderId, ...shipping } = request.body;
      await shipOrder(opts.deps(), admin(request), orderId, shipping);
      return done(orderId, messages.orderShipped);
    },
  );

  app.post(
    apiPaths.adminDeliverOrder,
    {
      schema: {
        tags,
        summary: 'Mark a shipped order delivered (default now); starts the DOA claim window',
        body: adminDeliverOrderBody,
        response: withMessage,
      },
    },
    async (request) => {
      const { orderId, deliveredAt } = request.body;
      await deliverOrder(opts.deps(), admin(request), orderId, deliveredAt ? new Date(deliveredAt) : undefined);
      return done(orderId, messages.orderDelivered);
    },
  );

  app.post(
    apiPaths.adminCancelOrder,
    {
      schema: {
        tags,
        summary: 'Cancel before shipping: stock back once, a paid order refunded',
        body: adminCancelOrderBody,
        response: withMessage,
      },
    },
    async (request) => {
      await cancelByOwner(opts.deps(), admin(request), request.body.orderId, request.body.reason);
      return done(request.body.orderId, messages.orderCancelledByShop);
    },
  );

  app.post(
    apiPaths.adminRefundOrder,
    {
      schema: {
        tags,
        summary: 'Refund a paid order in whole or in part (through its payment provider); one refund per key',
        body: adminRefundOrderBody,
        response: withMessage,
      },
    },
    async (request) => {
      const { orderId, reason, amount, idempotencyKey } = request.body;
      await refundByOwner(opts.deps(), admin(request), orderId, {
        reason,
        idempotencyKey,
        amountPaise: amount === undefined ? undefined : rupeesToPaise(amount),
      });
      return done(request.body.orderId, messages.refundStarted);
    },
  );

  app.post(
    apiPaths.adminOrderNote,
    {
      schema: {
        tags,
        summary: 'An internal note on the timeline (the buyer does not see it)',
        body: adminOrderNoteBody,
        response: withMessage,
      },
    },
    async (request) => {
      await noteOnOrder(opts.deps(), admin(request), request.body.orderId, request.body.note);
      return done(request.body.orderId, messages.noteAdded);
    },
  );

  app.post(
    apiPaths.adminShippingConfig,
    {
      schema: {
        tags,
        summary: 'The shipping configuration as the owner edits it (rupees)',
        body: getShippingConfigBody.optional(),
        response: { 200: shippingConfigAnswer },
      },
    },
    async () => shippingConfigForm(app.db),
  );

  app.post(
    apiPaths.adminSaveShippingConfig,
    {
      schema: {
        tags,
        summary: 'Save the shipping configuration (validated, audited; checkout uses it at once)',
        body: saveShippingConfigBody,
        response: { 200: saveShippingConfigAnswer },
      },
    },
    async (request) => ({
      ...(await saveShippingConfigForm(
        app.db,
        signedInAccount(request).userId,
        request.body.config,
        request.body.version,
      )),
      message: messages.shippingConfigSaved,
    }),
  );
};
