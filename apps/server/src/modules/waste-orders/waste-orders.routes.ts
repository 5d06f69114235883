import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminUpdateWasteOrderInputSchema,
  CreateWasteOrderInputSchema,
  ExportResponseSchema,
  MessageResponseSchema,
  UpdateWasteOrderInputSchema,
  WASTE_ORDER_MESSAGES,
  WasteOrderDefaultSchema,
  WasteOrderIdParamsSchema,
  WasteOrderSchema,
  WasteOrdersListQuerySchema,
  WasteOrdersPageSchema,
  WasteOrdersReportQuerySchema,
  WasteOrderValidationInputSchema,
  WasteRealValuesInputSchema,
} from '@platform/contracts';
import { allow, requireUser } from '../../http/route-access.js';
import type { WasteOrdersService } from './waste-orders.service.js';

const tags = ['waste-orders'];
const BASE = '/api/waste-collection-forms';
/** /rapoarte/comenzi roles (spec 001 §2). */
const VIEWERS = ['ADMIN', 'DBEST', 'PROFESOR', 'LOGISTIC'] as const;
const STAFF = ['ADMIN', 'DBEST'] as const;

export function wasteOrdersRoutes(deps: { wasteOrdersService: WasteOrdersService }): FastifyPluginAsyncZod {
  const service = deps.wasteOrdersService;
  return async (app) => {
    app.get(
      BASE,
      {
        config: allow(VIEWERS),
        schema: {
          tags,
          summary: "Orders of an edition (default current); teachers: their school's",
          querystring: WasteOrdersListQuerySchema,
          response: { 200: z.array(WasteOrderSchema) },
        },
      },
      (request) => service.list(requireUser(request), request.query.editionId),
    );
    app.post(
      BASE,
      {
        config: allow(['PROFESOR']),
        schema: {
          tags,
          summary: 'Place an order for the teacher’s school in the current edition',
          body: CreateWasteOrderInputSchema,
          response: { 201: WasteOrderSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(requireUser(request), request.body)),
    );
    app.patch(
      BASE,
      {
        config: allow(['PROFESOR'], { invalidInputMessage: WASTE_ORDER_MESSAGES.updateFailed }),
        schema: {
          tags,
          summary: 'Correct an order not reviewed yet',
          body: UpdateWasteOrderInputSchema,
          response: { 200: WasteOrderSchema },
        },
      },
      (request) => service.update(requireUser(request), request.body),
    );
    app.patch(
      `${BASE}/admin-update`,
      {
        config: allow(STAFF, { invalidInputMessage: WASTE_ORDER_MESSAGES.updateFailed }),
        schema: {
          tags,
          summary: 'Edit the full order',
          body: AdminUpdateWasteOrderInputSchema,
          response: { 200: WasteOrderSchema },
        },
      },
      (request) => service.adminUpdate(requireUser(request), request.body),
    );
    app.get(
      `${BASE}/report`,
      {
        config: allow(VIEWERS),
        schema: {
          tags,
          summary:
            'Orders report (20/page, timestamp desc, edition); `export=xlsx` writes raport_comenzi_deseuri (not for teachers)',
          querystring: WasteOrdersReportQuerySchema,
          response: { 200: z.union([WasteOrdersPageSchema, ExportResponseSchema]) },
        },
      },
      (request) =>
        request.query.export === 'xlsx'
          ? service.exportReport(requireUser(request), request.query)
          : service.report(requireUser(request), request.query),
    );
    app.get(
      `${BASE}/default`,
      {
        config: allow(['PROFESOR', 'ADMIN', 'DBEST']),
        schema: {
          tags,
          summary: 'A new order prefilled from the teacher and the school',
          response: { 200: WasteOrderDefaultSchema },
        },
      },
      (request) => service.defaultForm(requireUser(request)),
    );
    app.get(
      `${BASE}/:id`,
      {
        config: allow(VIEWERS),
        schema: {
          tags,
          summary: "An order (teachers: their school's)",
          params: WasteOrderIdParamsSchema,
          response: { 200: WasteOrderSchema },
        },
      },
      (request) => service.get(requireUser(request), request.params.id),
    );
    app.delete(
      `${BASE}/:id`,
      {
        config: allow(STAFF),
        schema: {
          tags,
          summary: 'Delete an order',
          params: WasteOrderIdParamsSchema,
          response: { 200: MessageResponseSchema },
        },
      },
      (request) => service.delete(requireUser(request), request.params.id),
    );
    app.patch(
      `${BASE}/:id/validation`,
      {
        config: allow(STAFF),
        schema: {
          tags,
          summary: 'Validate, or reject with a reason (final; the school is notified)',
          params: WasteOrderIdParamsSchema,
          body: WasteOrderValidationInputSchema,
          response: { 200: WasteOrderSchema },
        },
      },
      (request) => service.decide(requireUser(request), request.params.id, request.body),
    );
    app.patch(
      `${BASE}/:id/process`,
      {
        config: allow(STAFF),
        schema: {
          tags,
          summary: 'Mark a validated order processed',
          params: WasteOrderIdParamsSchema,
          response: { 200: WasteOrderSchema },
        },
      },
      (request) => service.process(requireUser(request), request.params.id),
    );
    app.patch(
      `${BASE}/:id/waste-real-values`,
      {
        config: allow(['LOGISTIC'], { invalidInputMessage: WASTE_ORDER_MESSAGES.realValuesFailed }),
        schema: {
          tags,
          summary: 'Real quantities and documents of a validated order; awards points',
          params: WasteOrderIdParamsSchema,
          body: WasteRealValuesInputSchema,
          response: { 200: WasteOrderSchema },
        },
      },
      (request) => service.setRealValues(requireUser(request), request.params.id, request.body),
    );
  };
}
