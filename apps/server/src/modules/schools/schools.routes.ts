import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CountiesSchema,
  CreateSchoolInputSchema,
  ExportResponseSchema,
  SchoolDropdownQuerySchema,
  SchoolDropdownSchema,
  SchoolFormDataSchema,
  SchoolIdParamsSchema,
  SchoolImportResultSchema,
  SchoolSchema,
  SchoolsReportPageSchema,
  SchoolsReportQuerySchema,
  UpdateSchoolInputSchema,
} from '@platform/contracts';
import { allow, requireUser } from '../../http/route-access.js';
import { readMultipartFile } from '../../http/multipart-upload.js';
import type { SchoolsService } from './schools.service.js';

const tags = ['schools'];
const STAFF = ['ADMIN', 'DBEST'] as const;

export function schoolsRoutes(deps: { schoolsService: SchoolsService }): FastifyPluginAsyncZod {
  const { schoolsService } = deps;
  return async (app) => {
    app.get(
      '/api/schools',
      {
        config: allow(STAFF),
        schema: {
          tags,
          summary: 'Schools, paged like the report',
          querystring: SchoolsReportQuerySchema,
          response: { 200: SchoolsReportPageSchema },
        },
      },
      (request) => schoolsService.report(request.query),
    );
    app.post(
      '/api/schools',
      {
        config: allow(STAFF),
        schema: {
          tags,
          summary: 'Create a school',
          body: CreateSchoolInputSchema,
          response: { 201: SchoolSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await schoolsService.create(request.body)),
    );
    app.patch(
      '/api/schools',
      {
        config: allow(STAFF),
        schema: {
          tags,
          summary: 'Update a school (body has its id)',
          body: UpdateSchoolInputSchema,
          response: { 200: SchoolSchema },
        },
      },
      (request) => schoolsService.update(request.body),
    );
    app.get(
      '/api/schools/own',
      {
        config: allow(['PROFESOR']),
        schema: { tags, summary: "The teacher's school", response: { 200: SchoolSchema } },
      },
      (request) => schoolsService.own(requireUser(request)),
    );
    app.get(
      '/api/schools/dropdown',
      {
        config: allow(['ADMIN', 'DBEST', 'PROFESOR', 'LOGISTIC']),
        schema: {
          tags,
          summary: 'Schools for a select (name, SE code, county, city)',
          querystring: SchoolDropdownQuerySchema,
          response: { 200: SchoolDropdownSchema },
        },
      },
      (request) => schoolsService.dropdown(request.query),
    );
    app.get(
      '/api/schools/counties',
      {
        config: allow('public'),
        schema: { tags, summary: 'The 41 counties and București', response: { 200: CountiesSchema } },
      },
      () => schoolsService.counties(),
    );
    app.get(
      '/api/schools/default',
      {
        config: allow(['ADMIN', 'DBEST', 'PROFESOR']),
        schema: { tags, summary: 'An empty school form', response: { 200: SchoolFormDataSchema } },
      },
      () => schoolsService.defaultForm(),
    );
    app.get(
      '/api/schools/report',
      {
        config: allow(STAFF),
        schema: {
          tags,
          summary: 'Schools report (20/page, name ascending); `export=xlsx` writes raport_scoli',
          querystring: SchoolsReportQuerySchema,
          response: { 200: z.union([SchoolsReportPageSchema, ExportResponseSchema]) },
        },
      },
      (request) =>
        request.query.export === 'xlsx'
          ? schoolsService.exportReport(requireUser(request), request.query)
          : schoolsService.report(request.query),
    );
    app.post(
      '/api/schools/import-data',
      {
        config: allow(['ADMIN']),
        schema: {
          tags,
          summary: 'Import schools from an xlsx (multipart field `file`); all rows or none',
          consumes: ['multipart/form-data'],
          response: { 200: SchoolImportResultSchema },
        },
      },
      async (request) => schoolsService.importData(await readMultipartFile(request)),
    );
    app.get(
      '/api/schools/:id',
      {
        config: allow(['ADMIN', 'DBEST', 'PROFESOR', 'LOGISTIC']),
        schema: {
          tags,
          summary: 'A school (teachers: only their own)',
          params: SchoolIdParamsSchema,
          response: { 200: SchoolSchema },
        },
      },
      (request) => schoolsService.get(requireUser(request), request.params.id),
    );
  };
}
