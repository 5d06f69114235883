import {
  type ExportResponse,
  type Page,
  type SchoolStatusReportQuery,
  type SchoolStatusRow,
} from '@platform/contracts';
import type { AuthUser } from '../../http/route-access.js';
import { reportEdition } from './report-edition.js';
import type { EditionsRepository } from '../editions/editions.repository.js';
import type { ExportsService } from '../files/exports.service.js';
import { parseSort, toPage } from './report-paging.js';
import type { SchoolStatusFilter, SchoolStatusRepository } from './school-status.repository.js';
import { toSchoolStatusRow } from './school-status.mappers.js';
import { SCHOOL_STATUS_EXPORT_COLUMNS } from './school-status-export-columns.js';

/** Cross-domain reports: the school status report per edition (Raport Editie). */
export function createReportsService(deps: {
  schoolStatusRepository: SchoolStatusRepository;
  editionsRepository: EditionsRepository;
  exportsService: ExportsService;
}) {
  const repo = deps.schoolStatusRepository;

  const editionOf = (editionId: number | undefined) => reportEdition(deps.editionsRepository, editionId);
  async function filterOf(
    query: SchoolStatusReportQuery,
  ): Promise<{ filter: SchoolStatusFilter; editionName: string }> {
    const { page: _p, size: _s, sort: _o, export: _e, editionId, ...text } = query;
    const edition = await editionOf(editionId);
    return { filter: { ...text, editionId: edition.id }, editionName: edition.nume };
  }
  const sortOf = (query: SchoolStatusReportQuery) =>
    parseSort(query.sort, 'numeInstitutieInvatamant,asc', repo.sortFields);

  return {
    async schoolStatus(query: SchoolStatusReportQuery): Promise<Page<SchoolStatusRow>> {
      const sort = sortOf(query);
      const { filter } = await filterOf(query);
      const { rows, total } = await repo.page(filter, sort, query.page * query.size, query.size);
      return toPage(rows.map(toSchoolStatusRow), total, query, sort);
    },

    async exportSchoolStatus(caller: AuthUser, query: SchoolStatusReportQuery): Promise<ExportResponse> {
      const sort = sortOf(query);
      const { filter, editionName } = await filterOf(query);
      async function* rows() {
        for await (const row of repo.all(filter, sort)) yield toSchoolStatusRow(row);
      }
      return deps.exportsService.exportRows({
        ownerId: caller.id,
        fileName: `raport_editie_${editionName.replace(/[^\p{L}\p{N}_-]+/gu, '_')}`,
        sheetName: 'Raport ediție',
        columns: SCHOOL_STATUS_EXPORT_COLUMNS,
        rows: rows(),
      });
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
