import {
  CountiesSchema,
  MessageResponseSchema,
  WasteOrderDefaultSchema,
  WasteOrderSchema,
  WasteOrdersPageSchema,
  type AdminUpdateWasteOrderInput,
  type CreateWasteOrderInput,
  type Page,
  type WasteOrder,
  type WasteOrderValidationInput,
  type WasteRealValuesInput,
} from '@platform/contracts';
import type { z } from 'zod';
import { api } from '../../shared/api/api-slice.js';

const BASE = '/waste-collection-forms';
const order = (response: unknown) => WasteOrderSchema.parse(response);

/**
 * Waste order calls (spec 001 §7): the report, the prefilled new order, the counties, placing an order, the
 * staff edit, validation or rejection, marking processed, deletion and the logistics real values. Real values
 * and deletion change points, so the sidebar's current user is refetched.
 */
export const wasteOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWasteOrdersReport: build.query<Page<WasteOrder>, Record<string, string | number>>({
      query: (params) => ({ url: `${BASE}/report`, params }),
      transformResponse: (response: unknown) => WasteOrdersPageSchema.parse(response),
    }),
    getWasteOrderDefault: build.query<z.infer<typeof WasteOrderDefaultSchema>, void>({
      query: () => ({ url: `${BASE}/default` }),
      transformResponse: (response: unknown) => WasteOrderDefaultSchema.parse(response),
    }),
    getOrderCounties: build.query<string[], void>({
      query: () => ({ url: '/schools/counties' }),
      transformResponse: (response: unknown) => CountiesSchema.parse(response),
    }),
    createWasteOrder: build.mutation<WasteOrder, CreateWasteOrderInput>({
      query: (body) => ({ url: BASE, method: 'POST', body }),
      transformResponse: order,
    }),
    adminUpdateWasteOrder: build.mutation<WasteOrder, AdminUpdateWasteOrderInput>({
      query: (body) => ({ url: `${BASE}/admin-update`, method: 'PATCH', body }),
      transformResponse: order,
    }),
    decideWasteOrder: build.mutation<WasteOrder, WasteOrderValidationInput & { id: number }>({
      query: ({ id, ...body }) => ({ url: `${BASE}/${id}/validation`, method: 'PATCH', body }),
      transformResponse: order,
    }),
    processWasteOrder: build.mutation<WasteOrder, number>({
      query: (id) => ({ url: `${BASE}/${id}/process`, method: 'PATCH' }),
      transformResponse: order,
    }),
    deleteWasteOrder: build.mutation<z.infer<typeof MessageResponseSchema>, number>({
      query: (id) => ({ url: `${BASE}/${id}`, method: 'DELETE' }),
      transformResponse: (response: unknown) => MessageResponseSchema.parse(response),
      invalidatesTags: ['CurrentUser'],
    }),
    setWasteRealValues: build.mutation<WasteOrder, WasteRealValuesInput & { id: number }>({
      query: ({ id, ...body }) => ({ url: `${BASE}/${id}/waste-real-values`, method: 'PATCH', body }),
      transformResponse: order,
      invalidatesTags: ['CurrentUser'],
    }),
  }),
});

export const {
  useGetWasteOrdersReportQuery,
  useGetWasteOrderDefaultQuery,
  useGetOrderCountiesQuery,
  useCreateWasteOrderMutation,
  useAdminUpdateWasteOrderMutation,
  useDecideWasteOrderMutation,
  useProcessWasteOrderMutation,
  useSetWasteRealValuesMutation,
  useDeleteWasteOrderMutation,
} = wasteOrdersApi;
