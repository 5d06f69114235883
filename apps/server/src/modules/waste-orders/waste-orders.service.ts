import {
  ACCOUNT_MESSAGES,
  WASTE_ORDER_MESSAGES,
  type AdminUpdateWasteOrderInput,
  type CreateWasteOrderInput,
  type ExportResponse,
  type MessageResponse,
  type Page,
  type UploadCategory,
  type WasteOrder,
  type WasteOrdersReportQuery,
  type WasteOrderValidationInput,
  type WasteRealValuesInput,
} from '@platform/contracts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../http/domain-errors.js';
import type { AuthUser } from '../../http/route-access.js';
import type { Transactor } from '../../db/transaction.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { EditionsRepository } from '../editions/editions.repository.js';
import type { EditionsService } from '../editions/editions.service.js';
import type { FilesService } from '../files/files.service.js';
import type { ExportsService } from '../files/exports.service.js';
import type { EmailRepository } from '../email/email.repository.js';
import type { SchoolsRepository } from '../schools/schools.repository.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { addressColumnsOf, addressFrom, emptyAddress } from '../schools/schools.mappers.js';
import { parseSort, toPage } from '../reports/report-paging.js';
import type {
  NewWasteOrderRow,
  WasteOrdersFilter,
  WasteOrdersRepository,
  WasteOrderWithSchool,
} from './waste-orders.repository.js';
import { toWasteOrder } from './waste-orders.mappers.js';
import { orderPoints } from './waste-order-points.js';
import { WASTE_ORDER_EXPORT_COLUMNS } from './waste-orders-export-columns.js';
import { orderDecisionMessage } from './waste-order-decision-message.js';

export interface WasteOrdersServiceDeps {
  wasteOrdersRepository: WasteOrdersRepository;
  schoolsRepository: SchoolsRepository;
  usersRepository: UsersRepository;
  editionsRepository: EditionsRepository;
  editionsService: EditionsService;
  filesService: FilesService;
  exportsService: ExportsService;
  emailRepository: EmailRepository;
  notificationsService: NotificationsService;
  transaction: Transactor;
}

const PHOTO_CATEGORIES: readonly UploadCategory[] = ['WASTE_COLLECTION_FORM_PHOTOS', 'DEFAULT'];
const isStaff = (user: AuthUser) => user.role === 'ADMIN' || user.role === 'DBEST';
type OrderForm = Omit<CreateWasteOrderInput, 'photos'>;

/** Waste collection orders (spec 001 §3-§8): placing, reviewing, processing, real values and the report. */
export function createWasteOrdersService(deps: WasteOrdersServiceDeps) {
  const repo = deps.wasteOrdersRepository;

  async function teacherSchoolId(caller: AuthUser): Promise<number | null> {
    return (await deps.usersRepository.findById(caller.id))?.schoolId ?? null;
  }
  /** The order if the caller may see it: staff and logistics all, a teacher only their school's. */
  async function loadVisible(caller: AuthUser, id: number): Promise<WasteOrderWithSchool> {
    const found = await repo.findById(id);
    if (!found) throw new NotFoundError(WASTE_ORDER_MESSAGES.notFound);
    if (caller.role === 'PROFESOR' && found.order.schoolId !== (await teacherSchoolId(caller))) {
      throw new ForbiddenError(ACCOUNT_MESSAGES.forbidden);
    }
    return found;
  }
  async function present(id: number): Promise<WasteOrder> {
    return toWasteOrder((await repo.findById(id))!);
  }
  /** Uploaded file URLs must be on the order already or the caller's own uploads. */
  async function checkFiles(
    caller: AuthUser,
    urls: string[],
    kept: string[],
    field: string,
    message: string,
    imagesOnly: boolean,
  ) {
    for (const url of urls) {
      if (kept.includes(url)) continue;
      const file = await deps.filesService.findOwnedFile(url, caller.id, PHOTO_CATEGORIES);
      if (!file || (imagesOnly && !file.mime.startsWith('image/')))
        throw new BadRequestError(message, { [field]: message });
    }
  }
  /** Row values of the form; 'same as school address' copies the school's address. */
  async function formColumns(form: OrderForm, schoolId: number): Promise<Partial<NewWasteOrderRow>> {
    const school = await deps.schoolsRepository.findById(schoolId);
    const pickup = form.pickupAddressSameWithSchoolAddress
      ? addressFrom(school ?? {}, 'adresa')
      : form.pickupAddress;
    return {
      contactPersonName: form.contactPersonName,
      contactPersonPhone: form.contactPersonPhone,
      contactPersonEmail: form.contactPersonEmail,
      pickupAddressSameWithSchoolAddress: form.pickupAddressSameWithSchoolAddress,
      ...addressColumnsOf('pickup', pickup),
      deeeKg: form.deeeKg,
      dbaKg: form.dbaKg,
      becuriSiNeoaneKg: form.becuriSiNeoaneKg,
    };
  }
  async function resolveEdition(editionId: number | undefined): Promise<number | undefined> {
    return editionId ?? (await deps.editionsService.currentEditionId()) ?? undefined;
  }
  async function scopeFilter(caller: AuthUser, query: WasteOrdersReportQuery): Promise<WasteOrdersFilter> {
    const { page: _p, size: _s, sort: _o, export: _e, editionId, ...filter } = query;
    const scoped: WasteOrdersFilter = { ...filter, editionId: await resolveEdition(editionId) };
    if (caller.role === 'PROFESOR') scoped.schoolId = (await teacherSchoolId(caller)) ?? -1;
    return scoped;
  }
  const sortOf = (query: WasteOrdersReportQuery) => parseSort(query.sort, 'timestamp,desc', repo.sortFields);

  return {
    async list(caller: AuthUser, editionId: number | undefined): Promise<WasteOrder[]> {
      const filter: WasteOrdersFilter = { editionId: await resolveEdition(editionId) };
      if (caller.role === 'PROFESOR') filter.schoolId = (await teacherSchoolId(caller)) ?? -1;
      return (await repo.list(filter)).map(toWasteOrder);
    },

    get: async (caller: AuthUser, id: number): Promise<WasteOrder> =>
      toWasteOrder(await loadVisible(caller, id)),

    /** A teacher orders a pick-up for their school in the current edition. */
    async create(caller: AuthUser, input: CreateWasteOrderInput): Promise<WasteOrder> {
      const teacher = await deps.usersRepository.findById(caller.id);
      if (!teacher?.schoolId) throw new ConflictError(WASTE_ORDER_MESSAGES.noSchool);
      if (!teacher.isEnabled) throw new ForbiddenError(ACCOUNT_MESSAGES.accountNotEnabled);
      const editionId = await deps.editionsService.currentEditionId();
      if (!editionId) throw new ConflictError(WASTE_ORDER_MESSAGES.noCurrentEdition);
      if (!(await deps.schoolsRepository.isParticipating(teacher.schoolId, editionId))) {
        throw new ConflictError(WASTE_ORDER_MESSAGES.schoolNotParticipating);
      }
      await checkFiles(caller, input.photos, [], 'photos', WASTE_ORDER_MESSAGES.photoNotYours, true);
      const row = await repo.insert({
        ...(await formColumns(input, teacher.schoolId)),
        schoolId: teacher.schoolId,
        editionId,
        createdBy: caller.id,
        photos: input.photos,
      } as NewWasteOrderRow);
      return present(row.id);
    },

    /** The teacher corrects an order that nobody reviewed yet. */
    async update(caller: AuthUser, input: CreateWasteOrderInput & { id: number }): Promise<WasteOrder> {
      const { order } = await loadVisible(caller, input.id);
      if (order.isValidated !== null) throw new ConflictError(WASTE_ORDER_MESSAGES.notEditable);
      await checkFiles(
        caller,
        input.photos,
        order.photos,
        'photos',
        WASTE_ORDER_MESSAGES.photoNotYours,
        true,
      );
      await repo.update(order.id, { ...(await formColumns(input, order.schoolId)), photos: input.photos });
      return present(order.id);
    },

    /** ADMIN/DBEST edit the full order (any state). */
    async adminUpdate(caller: AuthUser, input: AdminUpdateWasteOrderInput): Promise<WasteOrder> {
      const { order } = await loadVisible(caller, input.id);
      await checkFiles(
        caller,
        input.photos,
        order.photos,
        'photos',
        WASTE_ORDER_MESSAGES.photoNotYours,
        true,
      );
      await repo.update(order.id, {
        ...(await formColumns(input, order.schoolId)),
        photos: input.photos,
        deeeOrderNumber: input.deeeOrderNumber,
        dbaOrderNumber: input.dbaOrderNumber,
        ...(input.dataOrientativaColectare === undefined
          ? {}
          : {
              dataOrientativaColectare:
                input.dataOrientativaColectare === null
                  ? null
                  : new Date(input.dataOrientativaColectare * 1000),
            }),
      });
      return present(order.id);
    },

    /** Validate, or reject with a reason; the decision is final and the school is notified. */
    async decide(caller: AuthUser, id: number, input: WasteOrderValidationInput): Promise<WasteOrder> {
      const found = await loadVisible(caller, id);
      const teachers = await deps.schoolsRepository.teachers(found.order.schoolId);
      await deps.transaction(async (tx) => {
        const order = await repo.lockById(id, tx);
        if (!order || order.isValidated !== null)
          throw new ConflictError(WASTE_ORDER_MESSAGES.alreadyReviewed);
        const now = new Date();
        await repo.update(
          id,
          input.isValidated
            ? { isValidated: true, validatedAt: now }
            : { isValidated: false, rejectedAt: now, rejectReason: input.rejectReason!, points: 0 },
          tx,
        );
        const message = orderDecisionMessage(found, input);
        await deps.notificationsService.sendSystem(
          { senderId: caller.id, ...message, receiverIds: teachers.map((t) => t.id) },
          tx,
        );
        for (const teacher of teachers)
          await deps.emailRepository.enqueue(
            { to: teacher.email, subject: message.subject, text: message.content },
            tx,
          );
      });
      return present(id);
    },

    async process(caller: AuthUser, id: number): Promise<WasteOrder> {
      await loadVisible(caller, id);
      await deps.transaction(async (tx) => {
        const order = await repo.lockById(id, tx);
        if (!order) throw new NotFoundError(WASTE_ORDER_MESSAGES.notFound);
        if (order.isValidated !== true) throw new ConflictError(WASTE_ORDER_MESSAGES.notValidated);
        if (order.isProcessed) throw new ConflictError(WASTE_ORDER_MESSAGES.alreadyProcessed);
        const now = new Date();
        await repo.update(
          id,
          { isProcessed: true, processedAt: now, deeeOrderProcessedDate: now, dbaOrderProcessedDate: now },
          tx,
        );
      });
      return present(id);
    },

    /** LOGISTIC enters the real quantities and documents of a validated order; points follow the edition's rates. */
    async setRealValues(caller: AuthUser, id: number, input: WasteRealValuesInput): Promise<WasteOrder> {
      const { order } = await loadVisible(caller, id);
      if (order.isValidated !== true) throw new ConflictError(WASTE_ORDER_MESSAGES.notValidated);
      const kept = [
        order.deeeOrderDocument,
        order.dbaOrderDocument,
        ...order.proceseVerbale.map((d) => d.url),
      ].filter((u): u is string => !!u);
      const documents = [input.deeeOrderDocument, input.dbaOrderDocument].filter((u): u is string => !!u);
      await checkFiles(caller, documents, kept, 'documents', WASTE_ORDER_MESSAGES.documentNotYours, false);
      await checkFiles(
        caller,
        input.proceseVerbale.map((d) => d.url),
        kept,
        'proceseVerbale',
        WASTE_ORDER_MESSAGES.documentNotYours,
        false,
      );
      const edition = (await deps.editionsRepository.findById(order.editionId))!;
      await repo.update(id, {
        realDeeeKg: input.realDeeeKg,
        realDbaKg: input.realDbaKg,
        realBecuriSiNeoaneKg: input.realBecuriSiNeoaneKg,
        deeeOrderDocument: input.deeeOrderDocument ?? null,
        dbaOrderDocument: input.dbaOrderDocument ?? null,
        proceseVerbale: input.proceseVerbale.map((d) => ({
          ...d,
          uploadedAt: d.uploadedAt ?? new Date().toISOString(),
        })),
        points: orderPoints(input, edition),
      });
      return present(id);
    },

    async delete(caller: AuthUser, id: number): Promise<MessageResponse> {
      await loadVisible(caller, id);
      await repo.delete(id);
      return { message: WASTE_ORDER_MESSAGES.deleted };
    },

    async report(caller: AuthUser, query: WasteOrdersReportQuery): Promise<Page<WasteOrder>> {
      const sort = sortOf(query);
      const { rows, total } = await repo.page(
        await scopeFilter(caller, query),
        sort,
        query.page * query.size,
        query.size,
      );
      return toPage(rows.map(toWasteOrder), total, query, sort);
    },

    /** Export is hidden for PROFESOR and ELEV (spec 000 §2). */
    async exportReport(caller: AuthUser, query: WasteOrdersReportQuery): Promise<ExportResponse> {
      if (!isStaff(caller) && caller.role !== 'LOGISTIC')
        throw new ForbiddenError(ACCOUNT_MESSAGES.forbidden);
      return deps.exportsService.exportRows({
        ownerId: caller.id,
        fileName: 'raport_comenzi_deseuri',
        sheetName: 'Comenzi',
        columns: WASTE_ORDER_EXPORT_COLUMNS,
        rows: repo.all(await scopeFilter(caller, query), sortOf(query)),
      });
    },

    /** A new order prefilled with the teacher as contact and the school's address. */
    async defaultForm(caller: AuthUser) {
      const user = await deps.usersRepository.findById(caller.id);
      const school = user?.schoolId ? await deps.schoolsRepository.findById(user.schoolId) : undefined;
      return {
        contactPersonName: user?.nume ?? '',
        contactPersonEmail: user?.email ?? '',
        contactPersonPhone: user?.telefon ?? '',
        pickupAddressSameWithSchoolAddress: true,
        pickupAddress: school ? addressFrom(school, 'adresa') : emptyAddress(),
        deeeKg: 0,
        dbaKg: 0,
        becuriSiNeoaneKg: 0,
        photos: [],
        school: school
          ? {
              id: school.id,
              numeInstitutieInvatamant: school.numeInstitutieInvatamant,
              codSe: school.codSe,
              judet: school.adresaJudet,
              oras: school.adresaOras,
            }
          : null,
      };
    },
  };
}
export type WasteOrdersService = ReturnType<typeof createWasteOrdersService>;
