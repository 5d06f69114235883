import {
  ACCOUNT_MESSAGES,
  ROMANIAN_COUNTIES,
  SCHOOL_MESSAGES,
  type CreateSchoolInput,
  type ExportResponse,
  type Page,
  type School,
  type SchoolFormData,
  type SchoolFormInput,
  type SchoolImportResult,
  type SchoolReportRow,
  type SchoolsReportQuery,
  type UpdateSchoolInput,
} from '@platform/contracts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../http/domain-errors.js';
import type { AuthUser } from '../../http/route-access.js';
import type { DbExecutor } from '../../db/database.js';
import type { Transactor } from '../../db/transaction.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { ExportsService } from '../files/exports.service.js';
import { parseSort, toPage } from '../reports/report-paging.js';
import type { SchoolsRepository } from './schools.repository.js';
import type { SchoolsReportFilter, SchoolsReportRepository } from './schools-report.repository.js';
import { emptyAddress, schoolFormColumns, toSchool, type SchoolRow } from './schools.mappers.js';
import { SCHOOL_EXPORT_COLUMNS } from './schools-export-columns.js';
import { readSchoolsWorkbook } from './schools-import.js';
import { isUniqueViolation } from './unique-violation.js';

export interface SchoolsServiceDeps {
  schoolsRepository: SchoolsRepository;
  schoolsReportRepository: SchoolsReportRepository;
  usersRepository: UsersRepository;
  exportsService: ExportsService;
  transaction: Transactor;
}

const isStaff = (user: AuthUser) => user.role === 'ADMIN' || user.role === 'DBEST';

/** Schools: CRUD for staff, the teacher's own school, lookups, the schools report and the xlsx import. */
export function createSchoolsService(deps: SchoolsServiceDeps) {
  const { schoolsRepository } = deps;

  async function loadSchool(id: number, tx?: DbExecutor): Promise<SchoolRow> {
    const row = await schoolsRepository.findById(id, tx);
    if (!row) throw new NotFoundError(SCHOOL_MESSAGES.notFound);
    return row;
  }
  async function present(row: SchoolRow): Promise<School> {
    return toSchool(row, await schoolsRepository.firstTeacher(row.id));
  }
  /** Insert or update, turning a taken SE code into a 409 with a field error. */
  async function guardCodSe<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictError(SCHOOL_MESSAGES.codSeTaken, { codSe: SCHOOL_MESSAGES.codSeTaken });
      throw error;
    }
  }
  function filterOf(query: SchoolsReportQuery): SchoolsReportFilter {
    const { page: _p, size: _s, sort: _o, export: _e, ...filter } = query;
    return filter;
  }
  const sortOf = (query: SchoolsReportQuery) =>
    parseSort(query.sort, 'numeInstitutieInvatamant,asc', deps.schoolsReportRepository.sortFields);

  return {
    loadSchool,
    present,

    async get(caller: AuthUser, id: number): Promise<School> {
      const row = await loadSchool(id);
      if (caller.role === 'PROFESOR' && (await deps.usersRepository.findById(caller.id))?.schoolId !== id) {
        throw new ForbiddenError(ACCOUNT_MESSAGES.forbidden);
      }
      return present(row);
    },

    async own(caller: AuthUser): Promise<School> {
      const schoolId = (await deps.usersRepository.findById(caller.id))?.schoolId;
      if (!schoolId) throw new NotFoundError(SCHOOL_MESSAGES.noOwnSchool);
      return present(await loadSchool(schoolId));
    },

    async create(input: CreateSchoolInput): Promise<School> {
      const row = await guardCodSe(() =>
        schoolsRepository.insert({
          ...schoolFormColumns(input),
          numeInstitutieInvatamant: input.numeInstitutieInvatamant,
          codSe: input.codSe ?? null,
        }),
      );
      return present(row);
    },

    async update(input: UpdateSchoolInput): Promise<School> {
      await loadSchool(input.id);
      const row = await guardCodSe(() =>
        schoolsRepository.update(input.id, { ...schoolFormColumns(input), codSe: input.codSe ?? null }),
      );
      return present(row!);
    },

    /** Creates a school from a teacher's form (school request approval). */
    createFromForm(form: SchoolFormInput | SchoolFormData, tx: DbExecutor): Promise<SchoolRow> {
      return schoolsRepository.insert(
        {
          ...schoolFormColumns(form),
          numeInstitutieInvatamant: form.numeInstitutieInvatamant,
          schoolUpdatedAt: new Date(),
        },
        tx,
      );
    },

    /** Applies a teacher's form to an existing school and stamps schoolUpdatedAt. */
    async updateFromForm(
      schoolId: number,
      form: SchoolFormInput | SchoolFormData,
      tx: DbExecutor,
    ): Promise<SchoolRow> {
      await loadSchool(schoolId, tx);
      return (await schoolsRepository.update(
        schoolId,
        { ...schoolFormColumns(form), schoolUpdatedAt: new Date() },
        tx,
      ))!;
    },

    dropdown: (filter: { q?: string; judet?: string }) => schoolsRepository.dropdown(filter),

    counties: (): string[] => [...ROMANIAN_COUNTIES],

    defaultForm(): SchoolFormData {
      return {
        numeInstitutieInvatamant: '',
        cui: null,
        codSiiirUnitate: null,
        adresa: emptyAddress(),
        adresaLivrareAceeasiCuScoala: true,
        adresaLivrare: null,
        numarElevi: null,
        telefon: null,
        numeReprezentatLegal: null,
        detineRecipiente: false,
        participareEditieAnterioara: false,
      };
    },

    async report(query: SchoolsReportQuery): Promise<Page<SchoolReportRow>> {
      const sort = sortOf(query);
      const { rows, total } = await deps.schoolsReportRepository.page(
        filterOf(query),
        sort,
        query.page * query.size,
        query.size,
      );
      return toPage(rows, total, query, sort);
    },

    exportReport(caller: AuthUser, query: SchoolsReportQuery): Promise<ExportResponse> {
      if (!isStaff(caller)) throw new ForbiddenError(ACCOUNT_MESSAGES.forbidden);
      return deps.exportsService.exportRows({
        ownerId: caller.id,
        fileName: 'raport_scoli',
        sheetName: 'Școli',
        columns: SCHOOL_EXPORT_COLUMNS,
        rows: deps.schoolsReportRepository.all(filterOf(query), sortOf(query)),
      });
    },

    /** Imports schools from an xlsx: rows with a known SE code update that school, others are created. */
    async importData(file: { bytes: Uint8Array } | undefined): Promise<SchoolImportResult> {
      if (!file || file.bytes.length === 0) {
        throw new BadRequestError(SCHOOL_MESSAGES.importFileMissing, {
          file: SCHOOL_MESSAGES.importFileMissing,
        });
      }
      const rows = await readSchoolsWorkbook(file.bytes);
      const seen = new Map<string, number>();
      for (const { rowNumber, school } of rows) {
        if (!school.codSe) continue;
        if (seen.has(school.codSe)) {
          throw new BadRequestError(SCHOOL_MESSAGES.importHasErrors, {
            [`rand${rowNumber}.codSe`]: SCHOOL_MESSAGES.codSeTaken,
          });
        }
        seen.set(school.codSe, rowNumber);
      }
      return deps.transaction(async (tx) => {
        let created = 0;
        let updated = 0;
        for (const { school } of rows) {
          const existing = school.codSe ? await schoolsRepository.findByCodSe(school.codSe, tx) : undefined;
          if (existing) {
            await schoolsRepository.update(existing.id, schoolFormColumns(school), tx);
            updated++;
          } else {
            await schoolsRepository.insert(
              {
                ...schoolFormColumns(school),
                numeInstitutieInvatamant: school.numeInstitutieInvatamant,
                codSe: school.codSe ?? null,
              },
              tx,
            );
            created++;
          }
        }
        return { message: SCHOOL_MESSAGES.imported, created, updated };
      });
    },
  };
}
export type SchoolsService = ReturnType<typeof createSchoolsService>;
