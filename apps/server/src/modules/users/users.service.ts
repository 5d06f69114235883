import {
  ACCOUNT_MESSAGES,
  PAGING_MESSAGES,
  PARENTAL_APPROVAL_MESSAGES,
  PROFILE_MESSAGES,
  USER_MESSAGES,
  type ExportResponse,
  type Page,
  type ParentalApprovalInput,
  type Profile,
  type UpdateActivationInput,
  type UpdateProfileInput,
  type User,
  type UsersReportQuery,
} from '@platform/contracts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../http/domain-errors.js';
import type { AuthUser } from '../../http/route-access.js';
import type { Transactor } from '../../db/transaction.js';
import type { FilesService } from '../files/files.service.js';
import type { ExportsService } from '../files/exports.service.js';
import type { ConsentsRepository } from '../consents/consents.repository.js';
import type { UsersRepository } from './users.repository.js';
import type { ReportSort, UsersReportFilter, UsersReportRepository } from './users-report.repository.js';
import { toProfile, toUser } from './users.mappers.js';
import { USER_EXPORT_COLUMNS } from './users-export-columns.js';

export interface UsersServiceDeps {
  usersRepository: UsersRepository;
  usersReportRepository: UsersReportRepository;
  consentsRepository: ConsentsRepository;
  filesService: FilesService;
  exportsService: ExportsService;
  transaction: Transactor;
}

const PUPIL_FIELDS = ['nickname', 'clasa'] as const;
const STAFF_FIELDS = ['nume', 'telefon'] as const;
const TEACHER_FIELDS = ['nume', 'telefon', 'protocolDeColaborare'] as const;

/** Profile, users report, activation, phone notes and parental approval (spec 000 §7 Users). */
export function createUsersService(deps: UsersServiceDeps) {
  const { usersRepository } = deps;

  async function loadUser(id: number) {
    const user = await usersRepository.findById(id);
    if (!user) throw new NotFoundError(USER_MESSAGES.notFound);
    return user;
  }

  function parseSort(sort: string | undefined): ReportSort {
    const [field, direction] = (sort ?? 'lastLogin,desc').split(',') as [string, string];
    if (!deps.usersReportRepository.sortFields.includes(field)) {
      throw new BadRequestError(PAGING_MESSAGES.invalidSort, { sort: PAGING_MESSAGES.invalidSort });
    }
    return { field, direction: direction.toLowerCase() === 'asc' ? 'asc' : 'desc' };
  }

  /** Teachers see only the pupils of their own school. */
  async function scopeFilter(caller: AuthUser, query: UsersReportQuery): Promise<UsersReportFilter> {
    const { page: _p, size: _s, sort: _o, export: _e, role, ...text } = query;
    const filter: UsersReportFilter = { ...text, roles: role };
    if (caller.role === 'PROFESOR') {
      const teacher = await loadUser(caller.id);
      return { ...filter, roles: ['ELEV'], schoolId: teacher.schoolId ?? -1 };
    }
    return filter;
  }

  return {
    async getProfile(userId: number): Promise<Profile> {
      const found = await usersRepository.profileOf(userId);
      if (!found) throw new NotFoundError(USER_MESSAGES.notFound);
      const { user, school, editionId } = found;
      let points = found.pupilPoints;
      // A teacher's points sum the school's pupils and orders: a query of its own, for teachers only.
      if (editionId !== null && user.role === 'PROFESOR' && user.schoolId)
        points = await usersRepository.schoolPoints(user.schoolId, editionId);
      return toProfile(user, {
        codProfesor: user.role === 'ELEV' ? found.teacherCode : user.teacherCode,
        school,
        points,
        hasParentalApproval: user.role === 'ELEV' && found.hasParentalConsent,
      });
    },

    async updateProfile(caller: AuthUser, input: UpdateProfileInput): Promise<Profile> {
      const editable: readonly string[] =
        caller.role === 'ELEV' ? PUPIL_FIELDS : caller.role === 'PROFESOR' ? TEACHER_FIELDS : STAFF_FIELDS;
      const refused = Object.keys(input).filter((key) => !editable.includes(key));
      if (refused.length) {
        throw new BadRequestError(
          PROFILE_MESSAGES.updateFailed,
          Object.fromEntries(refused.map((key) => [key, PROFILE_MESSAGES.fieldNotEditable])),
        );
      }
      for (const url of input.protocolDeColaborare ?? []) {
        if (!(await deps.filesService.findOwnedFile(url, caller.id, ['USER_PROTOCOLS']))) {
          throw new BadRequestError(PROFILE_MESSAGES.protocolNotYours, {
            protocolDeColaborare: PROFILE_MESSAGES.protocolNotYours,
          });
        }
      }
      const values = Object.fromEntries(
        Object.entries(input).map(([key, value]) => [key, value === '' && key !== 'nume' ? null : value]),
      );
      await usersRepository.update(caller.id, values);
      return this.getProfile(caller.id);
    },

    async report(caller: AuthUser, query: UsersReportQuery): Promise<Page<User>> {
      const sort = parseSort(query.sort);
      const filter = await scopeFilter(caller, query);
      const { rows, total, totalIsEstimate } = await deps.usersReportRepository.page(
        filter,
        sort,
        query.page * query.size,
        query.size,
      );
      return {
        content: rows.map((row) => toUser(row, caller.role)),
        totalElements: total,
        totalPages: Math.ceil(total / query.size),
        ...(totalIsEstimate ? { totalIsEstimate } : {}),
        pageable: { pageNumber: query.page, pageSize: query.size, sort: `${sort.field},${sort.direction}` },
      };
    },

    /** The whole filtered report as xlsx (ADMIN, DBEST; export is hidden for PROFESOR and ELEV). */
    async exportReport(caller: AuthUser, query: UsersReportQuery): Promise<ExportResponse> {
      if (caller.role !== 'ADMIN' && caller.role !== 'DBEST')
        throw new ForbiddenError(ACCOUNT_MESSAGES.forbidden);
      const filter = await scopeFilter(caller, query);
      const onlyPupils = filter.roles?.length === 1 && filter.roles[0] === 'ELEV';
      return deps.exportsService.exportRows({
        ownerId: caller.id,
        fileName: onlyPupils ? 'raport_elevi' : 'raport_utilizatori',
        sheetName: 'Utilizatori',
        columns: USER_EXPORT_COLUMNS(caller.role === 'ADMIN'),
        rows: deps.usersReportRepository.all(filter, parseSort(query.sort)),
      });
    },

    async updateActivation(caller: AuthUser, input: UpdateActivationInput): Promise<User> {
      if (caller.role === 'PROFESOR') {
        // Unknown ids and other schools' users answer alike (no enumeration).
        const [teacher, pupil] = [await loadUser(caller.id), await usersRepository.findById(input.id)];
        if (pupil?.role !== 'ELEV' || !teacher.schoolId || pupil.schoolId !== teacher.schoolId) {
          throw new ForbiddenError(USER_MESSAGES.notYourPupil);
        }
      }
      const target = await loadUser(input.id);
      await usersRepository.update(target.id, { isEnabled: input.isEnabled });
      return this.findUser(caller, target.id);
    },

    async setPhoneCallNote(caller: AuthUser, userId: number, phoneCallNote: string): Promise<User> {
      await loadUser(userId);
      await usersRepository.update(userId, { phoneCallNote: phoneCallNote.trim() || null });
      return this.findUser(caller, userId);
    },

    async findUser(caller: AuthUser, userId: number): Promise<User> {
      const row = await deps.usersReportRepository.findById(userId);
      if (!row) throw new NotFoundError(USER_MESSAGES.notFound);
      return toUser(row, caller.role);
    },

    /**
     * Parental approval: the signature must be the pupil's own uploaded image; the first approval
     * enables the account. A pupil whose teacher deactivated them cannot re-enable themselves this way.
     */
    async saveParentalApproval(
      caller: AuthUser,
      input: ParentalApprovalInput,
      meta: { ip: string; userAgent?: string },
    ): Promise<void> {
      if (caller.role !== 'ELEV') throw new ForbiddenError(PARENTAL_APPROVAL_MESSAGES.onlyPupils);
      const signature = await deps.filesService.findOwnedFile(input.signature, caller.id, [
        'PARENT_SIGNATURES',
        'DEFAULT',
      ]);
      if (!signature || !signature.mime.startsWith('image/')) {
        throw new BadRequestError(PARENTAL_APPROVAL_MESSAGES.signatureNotYours, {
          signature: PARENTAL_APPROVAL_MESSAGES.signatureNotYours,
        });
      }
      await deps.transaction(async (tx) => {
        if (await deps.consentsRepository.existsForPupil(caller.id, tx))
          throw new ConflictError(PARENTAL_APPROVAL_MESSAGES.alreadySaved);
        const { signature: signatureUrl, ...flags } = input;
        await deps.consentsRepository.insert(
          {
            pupilId: caller.id,
            signatureUrl,
            ...flags,
            ipAddress: meta.ip,
            userAgent: meta.userAgent ?? null,
          },
          tx,
        );
        await usersRepository.update(caller.id, { isEnabled: true }, tx);
      });
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
