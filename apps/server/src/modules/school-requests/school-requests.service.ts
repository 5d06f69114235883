import {
  SCHOOL_MESSAGES,
  SCHOOL_REQUEST_MESSAGES,
  type MessageResponse,
  type Page,
  type ParticipationInput,
  type School,
  type SchoolFormInput,
  type SchoolRequest,
  type SchoolRequestApprovalInput,
  type SchoolRequestsReportQuery,
  type SubmitSchoolRequestInput,
} from '@platform/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../http/domain-errors.js';
import type { AuthUser } from '../../http/route-access.js';
import type { Transactor } from '../../db/transaction.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { EmailRepository } from '../email/email.repository.js';
import type { EditionsService } from '../editions/editions.service.js';
import type { SchoolsRepository } from '../schools/schools.repository.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { parseSort, toPage } from '../reports/report-paging.js';
import type { SchoolRequestsRepository } from './school-requests.repository.js';
import { toSchoolRequest, toStoredForm } from './school-requests.mappers.js';
import { isUniqueViolation } from '../schools/unique-violation.js';
import { schoolRequestApprovedEmail, schoolRequestRejectedEmail } from './school-requests-emails.js';

export interface SchoolRequestsServiceDeps {
  schoolRequestsRepository: SchoolRequestsRepository;
  schoolsRepository: SchoolsRepository;
  schoolsService: SchoolsService;
  usersRepository: UsersRepository;
  emailRepository: EmailRepository;
  editionsService: EditionsService;
  transaction: Transactor;
  publicUrl: string;
}

/**
 * Teacher enablement (architecture §6): school form -> pending request -> ADMIN approves (teacher
 * enabled, school created or linked, e-mail) or rejects with a reason (e-mail); the yearly participation
 * confirmation; and the school update of an enabled teacher.
 */
export function createSchoolRequestsService(deps: SchoolRequestsServiceDeps) {
  const { schoolRequestsRepository: requests, usersRepository } = deps;

  async function loadTeacher(id: number) {
    const teacher = await usersRepository.findById(id);
    if (!teacher) throw new NotFoundError(SCHOOL_REQUEST_MESSAGES.notFound);
    return teacher;
  }
  async function loadRequest(id: number) {
    const found = await requests.findById(id);
    if (!found) throw new NotFoundError(SCHOOL_REQUEST_MESSAGES.notFound);
    return found;
  }
  async function checkChosenSchool(schoolId: number | null | undefined) {
    if (schoolId && !(await deps.schoolsRepository.findById(schoolId))) {
      throw new NotFoundError(SCHOOL_MESSAGES.notFound);
    }
  }

  return {
    async own(caller: AuthUser): Promise<SchoolRequest | null> {
      const found = await requests.latestOfTeacher(caller.id);
      return found ? toSchoolRequest(found) : null;
    },

    async submit(caller: AuthUser, input: SubmitSchoolRequestInput): Promise<SchoolRequest> {
      const teacher = await loadTeacher(caller.id);
      if (teacher.isEnabled && teacher.schoolId && teacher.hasSchoolRegistrationFormCompleted) {
        throw new ConflictError(SCHOOL_REQUEST_MESSAGES.alreadyEnabled);
      }
      await checkChosenSchool(input.schoolId);
      const editionId = await deps.editionsService.currentEditionId();
      const id = await deps
        .transaction(async (tx) => {
          const latest = await requests.latestOfTeacher(caller.id, tx);
          if (latest?.request.state === 'PENDING')
            throw new ConflictError(SCHOOL_REQUEST_MESSAGES.alreadyPending);
          const row = await requests.insert(
            {
              teacherId: caller.id,
              schoolId: input.schoolId ?? teacher.schoolId ?? null,
              editionId,
              schoolData: toStoredForm(input.school),
            },
            tx,
          );
          await usersRepository.update(
            caller.id,
            { hasSchoolRegistrationFormCompleted: true, rejectReason: null },
            tx,
          );
          return row.id;
        })
        .catch((error: unknown) => {
          // A concurrent submission won the race: one pending request per teacher (unique index).
          if (isUniqueViolation(error)) throw new ConflictError(SCHOOL_REQUEST_MESSAGES.alreadyPending);
          throw error;
        });
      return toSchoolRequest(await loadRequest(id));
    },

    /** The teacher corrects their request while it is pending. */
    async correct(caller: AuthUser, input: SubmitSchoolRequestInput): Promise<SchoolRequest> {
      const latest = await requests.latestOfTeacher(caller.id);
      if (!latest || latest.request.state !== 'PENDING')
        throw new ConflictError(SCHOOL_REQUEST_MESSAGES.noPendingRequest);
      await checkChosenSchool(input.schoolId);
      await requests.update(latest.request.id, {
        schoolData: toStoredForm(input.school),
        schoolId: input.schoolId ?? latest.request.schoolId,
      });
      return toSchoolRequest(await loadRequest(latest.request.id));
    },

    async report(query: SchoolRequestsReportQuery): Promise<Page<SchoolRequest>> {
      const sort = parseSort(query.sort, 'startedAt,desc', requests.sortFields);
      const { page: _p, size: _s, sort: _o, ...filter } = query;
      const { rows, total } = await requests.page(filter, sort, query.page * query.size, query.size);
      return toPage(rows.map(toSchoolRequest), total, query, sort);
    },

    get: async (id: number): Promise<SchoolRequest> => toSchoolRequest(await loadRequest(id)),

    /** Approve or reject a pending request; a decided request is final (409). */
    async decide(caller: AuthUser, id: number, input: SchoolRequestApprovalInput): Promise<SchoolRequest> {
      await loadRequest(id);
      const currentEditionId = await deps.editionsService.currentEditionId();
      await deps.transaction(async (tx) => {
        const request = await requests.lockById(id, tx);
        if (!request || request.state !== 'PENDING')
          throw new ConflictError(SCHOOL_REQUEST_MESSAGES.notPending);
        const teacher = (await usersRepository.findById(request.teacherId, tx))!;
        const form = request.schoolData as SchoolFormInput;
        const now = new Date();
        if (input.approved) {
          const school = request.schoolId
            ? await deps.schoolsService.updateFromForm(request.schoolId, form, tx)
            : await deps.schoolsService.createFromForm(form, tx);
          const editionId = request.editionId ?? currentEditionId;
          if (editionId) await deps.schoolsRepository.addParticipation(school.id, editionId, tx);
          await requests.update(
            id,
            { state: 'APPROVED', approvedAt: now, reviewedBy: caller.id, schoolId: school.id },
            tx,
          );
          await usersRepository.update(
            teacher.id,
            {
              isEnabled: true,
              schoolId: school.id,
              hasSchoolRegistrationFormCompleted: true,
              needsSchoolRegistrationConfirmation: false,
              rejectReason: null,
            },
            tx,
          );
          await deps.emailRepository.enqueue(
            schoolRequestApprovedEmail(
              teacher.email,
              teacher.nume,
              school.numeInstitutieInvatamant,
              deps.publicUrl,
            ),
            tx,
          );
        } else {
          const reason = input.rejectReason!;
          await requests.update(
            id,
            { state: 'REJECTED', rejectedAt: now, rejectReason: reason, reviewedBy: caller.id },
            tx,
          );
          await usersRepository.update(
            teacher.id,
            { hasSchoolRegistrationFormCompleted: false, rejectReason: reason },
            tx,
          );
          await deps.emailRepository.enqueue(
            schoolRequestRejectedEmail(
              teacher.email,
              teacher.nume,
              form.numeInstitutieInvatamant,
              reason,
              deps.publicUrl,
            ),
            tx,
          );
        }
      });
      return toSchoolRequest(await loadRequest(id));
    },

    /**
     * Yearly confirmation (spec 000 §2): yes reopens the school form (account back to the
     * unauthorized-account variant until an ADMIN approves the new request); no just records the answer.
     */
    async confirmParticipation(caller: AuthUser, input: ParticipationInput): Promise<MessageResponse> {
      const teacher = await loadTeacher(caller.id);
      if (!teacher.needsSchoolRegistrationConfirmation)
        throw new ConflictError(SCHOOL_REQUEST_MESSAGES.noConfirmationNeeded);
      if (input.participate) {
        await usersRepository.update(teacher.id, {
          needsSchoolRegistrationConfirmation: false,
          hasSchoolRegistrationFormCompleted: false,
          isEnabled: false,
        });
        return { message: SCHOOL_REQUEST_MESSAGES.participationConfirmed };
      }
      await usersRepository.update(teacher.id, { needsSchoolRegistrationConfirmation: false });
      return { message: SCHOOL_REQUEST_MESSAGES.participationDeclined };
    },

    /** ADMIN starts the yearly confirmation for the current edition. */
    async startParticipationCampaign(): Promise<{ message: string; teachers: number }> {
      const editionId = await deps.editionsService.currentEditionId();
      if (!editionId) throw new ConflictError(SCHOOL_REQUEST_MESSAGES.noCurrentEdition);
      const teachers = await requests.askForParticipation(editionId);
      return { message: `${teachers} profesori au fost rugați să confirme participarea`, teachers };
    },

    /** /actualizare-detalii-scoala: an enabled teacher updates their school; stamps schoolUpdatedAt. */
    async updateSchoolDetails(caller: AuthUser, form: SchoolFormInput): Promise<School> {
      const teacher = await loadTeacher(caller.id);
      if (!teacher.isEnabled) throw new ForbiddenError(SCHOOL_REQUEST_MESSAGES.accountNotEnabled);
      if (!teacher.schoolId) throw new NotFoundError(SCHOOL_MESSAGES.noOwnSchool);
      const row = await deps.transaction((tx) =>
        deps.schoolsService.updateFromForm(teacher.schoolId!, form, tx),
      );
      return deps.schoolsService.present(row);
    },
  };
}
export type SchoolRequestsService = ReturnType<typeof createSchoolRequestsService>;
