import {
  LESSON_API_MESSAGES,
  LESSON_MESSAGES,
  type CreateLessonInput,
  type Lesson,
  type LessonDraft,
  type LessonListQuery,
  type LessonSummary,
  type LessonVisibilityInput,
  type Role,
  type SlideResponse,
  type UpdateLessonInput,
} from '@platform/contracts';
import { BadRequestError, NotFoundError } from '../../http/domain-errors.js';
import type { AuthUser } from '../../http/route-access.js';
import type { Transactor } from '../../db/transaction.js';
import type { EditionsService } from '../editions/editions.service.js';
import type { ServerSlideRegistry } from '../slides/slide-registry.js';
import { toSlideView } from '../slides/slide-views.js';
import type { LessonsRepository, NewSlideRow } from './lessons.repository.js';
import { issuesToFieldErrors, validateDraftOnServer } from './lesson-draft-validation.js';
import { toLesson, toLessonOfViews, toLessonSummary } from './lesson-mappers.js';
import { createLessonViewsCache } from './lesson-views-cache.js';
import { createLessonCatalogue } from './lesson-catalogue.js';

export interface LessonsServiceDeps {
  lessonsRepository: LessonsRepository;
  editionsService: EditionsService;
  slideRegistry: ServerSlideRegistry;
  transaction: Transactor;
  now?: () => number;
}

/** ADMIN and DBEST author content and alone see hidden lessons (spec 001 §4 Hiding). */
export const canSeeHidden = (role: Role) => role === 'ADMIN' || role === 'DBEST';
const audienceOf = (role: Role) => (role === 'ELEV' ? 'learner' : 'author');
const COPY_SUFFIX = LESSON_MESSAGES.copySuffix;
const TITLE_MAX = 200;

/** Lessons, their slides and the lesson type catalogue (spec 001 §2-§7). */
export function createLessonsService(deps: LessonsServiceDeps) {
  const { lessonsRepository: repository, slideRegistry: registry } = deps;
  const now = deps.now ?? Date.now;
  const viewsCache = createLessonViewsCache(registry, {
    slides: (lessonId) => repository.slidesOf(lessonId),
    contentVersion: (lessonId) => repository.contentVersionOf(lessonId),
  });

  function assertValid(draft: LessonDraft, options: Parameters<typeof validateDraftOnServer>[2]) {
    const issues = validateDraftOnServer(registry, draft, options);
    if (issues.length)
      throw new BadRequestError(LESSON_MESSAGES.lessonHasErrors, issuesToFieldErrors(issues));
  }

  const metadataOf = (draft: LessonDraft) => ({
    title: draft.title,
    description: draft.description,
    deadline: draft.deadline === null ? null : new Date(draft.deadline),
    punctajMaxim: draft.punctajMaxim,
    image: draft.image,
    isHidden: draft.isHidden,
  });

  const slideValues = (
    lessonId: number,
    slide: LessonDraft['slides'][number],
    index: number,
  ): NewSlideRow => ({
    lessonId,
    position: index + 1,
    type: slide.type,
    pluginVersion: slide.pluginVersion,
    schemaVersion: slide.schemaVersion,
    data: slide.data ?? null,
  });

  async function authorView(id: number): Promise<Lesson> {
    const row = (await repository.findById(id))!;
    return toLesson(registry, row, await repository.slidesOf(id), 'author', null);
  }

  return {
    async list(caller: AuthUser, query: LessonListQuery): Promise<LessonSummary[]> {
      if (!canSeeHidden(caller.role) && query.isHidden === true) return [];
      const isHidden = canSeeHidden(caller.role) ? query.isHidden : false;
      const rows = await repository.list({ type: query.type, isHidden }, caller.id);
      return rows.map((row) => toLessonSummary(row, row.attemptState));
    },

    async get(caller: AuthUser, id: number): Promise<Lesson> {
      const found = await repository.viewOf(id, caller.id);
      if (!found || (found.lesson.isHidden && !canSeeHidden(caller.role)))
        throw new NotFoundError(LESSON_API_MESSAGES.notFound);
      const views = await viewsCache.views(found.lesson, found.contentVersion, audienceOf(caller.role));
      return toLessonOfViews(found.lesson, views, found.attemptState);
    },

    async create(caller: AuthUser, input: CreateLessonInput): Promise<Lesson> {
      const draft = input as LessonDraft;
      assertValid(draft, { now: now(), checkDeadline: true });
      const editionId = await deps.editionsService.currentEditionId();
      const id = await deps.transaction(async (tx) => {
        const row = await repository.insertLesson(
          { ...metadataOf(draft), type: draft.type, editionId, createdBy: caller.id },
          tx,
        );
        await repository.insertSlides(
          draft.slides.map((slide, index) => slideValues(row.id, slide, index)),
          tx,
        );
        return row.id;
      });
      return authorView(id);
    },

    /** Replaces metadata and slides; slides keep their ids (and answers) when sent back with them. */
    async update(input: UpdateLessonInput): Promise<Lesson> {
      const draft = input as LessonDraft & { id: number };
      const row = await repository.findById(draft.id);
      if (!row) throw new NotFoundError(LESSON_API_MESSAGES.notFound);
      if (row.type !== draft.type)
        throw new BadRequestError(LESSON_API_MESSAGES.typeImmutable, {
          type: LESSON_API_MESSAGES.typeImmutable,
        });
      const storedSlides = await repository.slidesOf(row.id);
      const storedIds = new Set(storedSlides.map((slide) => String(slide.id)));
      const foreign = draft.slides.findIndex((slide) => slide.id !== undefined && !storedIds.has(slide.id));
      if (foreign >= 0)
        throw new BadRequestError(LESSON_API_MESSAGES.foreignSlide, {
          [`slides.${foreign}.id`]: LESSON_API_MESSAGES.foreignSlide,
        });
      // An unchanged deadline is not re-checked, so an expired homework stays editable.
      const checkDeadline = (row.deadline?.getTime() ?? null) !== draft.deadline;
      assertValid(draft, { now: now(), checkDeadline, storedSlides });
      await deps.transaction(async (tx) => {
        await repository.updateLesson(row.id, metadataOf(draft), tx);
        const kept = draft.slides.filter((slide) => slide.id !== undefined).map((slide) => Number(slide.id));
        await repository.deleteSlidesExcept(row.id, kept, tx);
        const added: NewSlideRow[] = [];
        for (const [index, slide] of draft.slides.entries()) {
          const values = slideValues(row.id, slide, index);
          if (slide.id === undefined) added.push(values);
          else await repository.updateSlide(Number(slide.id), values, tx);
        }
        await repository.insertSlides(added, tx);
      });
      return authorView(row.id);
    },

    async remove(id: number): Promise<void> {
      if (!(await repository.deleteLesson(id))) throw new NotFoundError(LESSON_API_MESSAGES.notFound);
    },

    async setVisibility(id: number, input: LessonVisibilityInput): Promise<Lesson> {
      if (id !== input.id)
        throw new BadRequestError(LESSON_API_MESSAGES.idMismatch, { id: LESSON_API_MESSAGES.idMismatch });
      if (!(await repository.updateLesson(id, { isHidden: input.isHidden })))
        throw new NotFoundError(LESSON_API_MESSAGES.notFound);
      return authorView(id);
    },

    /** A hidden copy with ' (Copie)' appended to the title; slides copied verbatim (unknown plugins too). */
    async duplicate(caller: AuthUser, id: number): Promise<Lesson> {
      const row = await repository.findById(id);
      if (!row) throw new NotFoundError(LESSON_API_MESSAGES.notFound);
      const slides = await repository.slidesOf(id);
      const copyId = await deps.transaction(async (tx) => {
        const copy = await repository.insertLesson(
          {
            type: row.type,
            title: row.title.slice(0, TITLE_MAX - COPY_SUFFIX.length) + COPY_SUFFIX,
            description: row.description,
            deadline: row.deadline,
            punctajMaxim: row.punctajMaxim,
            image: row.image,
            isHidden: true,
            editionId: row.editionId,
            createdBy: caller.id,
          },
          tx,
        );
        await repository.insertSlides(
          slides.map(({ position, type, pluginVersion, schemaVersion, data }) => ({
            lessonId: copy.id,
            position,
            type,
            pluginVersion,
            schemaVersion,
            data,
          })),
          tx,
        );
        return copy.id;
      });
      return authorView(copyId);
    },

    ...createLessonCatalogue(registry),

    async getSlide(caller: AuthUser, id: number): Promise<SlideResponse> {
      const slide = await repository.findSlide(id);
      if (!slide) throw new NotFoundError(LESSON_API_MESSAGES.slideNotFound);
      const lesson = await repository.findById(slide.lessonId);
      if (!lesson || (lesson.isHidden && !canSeeHidden(caller.role)))
        throw new NotFoundError(LESSON_API_MESSAGES.slideNotFound);
      return { ...toSlideView(registry, slide, lesson.type, audienceOf(caller.role)), lessonId: lesson.id };
    },
  };
}
export type LessonsService = ReturnType<typeof createLessonsService>;
