import { LESSON_API_MESSAGES, type SlideMigrationReport, type SyncLessonResponse } from '@platform/contracts';
import { NotFoundError } from '../../http/domain-errors.js';
import type { Transactor } from '../../db/transaction.js';
import type { DbExecutor } from '../../db/database.js';
import type { LessonRow, LessonsRepository, SlideRow } from '../lessons/lessons.repository.js';
import type { AnswersRepository, AttemptRow } from '../answers/answers.repository.js';
import { lessonPoints } from '../answers/lesson-points.js';
import type { ServerSlideRegistry } from '../slides/slide-registry.js';
import { envelopeOf, usableSlide } from '../slides/slide-views.js';

export interface SyncServiceDeps {
  lessonsRepository: LessonsRepository;
  answersRepository: AnswersRepository;
  slideRegistry: ServerSlideRegistry;
  transaction: Transactor;
}

const SCORED_STATES = new Set(['COMPLETED', 'APPROVED']);

/**
 * Re-scoring with the current plugin code (architecture §6 SYNC): after an author corrects a slide or a
 * plugin ships a migration, stored answers and lesson points follow. Running it twice changes nothing.
 */
export function createSyncService(deps: SyncServiceDeps) {
  const { lessonsRepository: lessons, answersRepository: answers, slideRegistry: registry } = deps;

  /** Saves migrated envelopes of the lesson's slides; returns how many changed. */
  async function migrateSlides(lesson: LessonRow, slides: SlideRow[], tx: DbExecutor): Promise<number> {
    let migrated = 0;
    for (const slide of slides) {
      const resolution = registry.resolve(envelopeOf(slide), lesson.type);
      if (resolution.status !== 'ok' || !resolution.migrated) continue;
      const { pluginVersion, schemaVersion, data } = resolution.envelope;
      await lessons.updateSlide(slide.id, { pluginVersion, schemaVersion, data }, tx);
      migrated += 1;
    }
    return migrated;
  }

  /** The points an attempt holds after re-scoring; only the first scored attempt of an edition earns. */
  function attemptPoints(
    lesson: LessonRow,
    slides: SlideRow[],
    attempt: AttemptRow,
    all: AttemptRow[],
    scoresOf: (version: number) => { slideId: number; points: number }[],
  ) {
    const earlier = all.some(
      (other) =>
        other.userId === attempt.userId &&
        other.editionId === attempt.editionId &&
        other.version < attempt.version &&
        SCORED_STATES.has(other.state),
    );
    return earlier ? 0 : lessonPoints(registry, lesson, slides, scoresOf(attempt.version));
  }

  return {
    async syncLesson(lessonId: number): Promise<SyncLessonResponse> {
      const lesson = await lessons.findById(lessonId);
      if (!lesson) throw new NotFoundError(LESSON_API_MESSAGES.notFound);
      return deps.transaction(async (tx) => {
        const slidesMigrated = await migrateSlides(lesson, await lessons.slidesOf(lessonId, tx), tx);
        const slides = await lessons.slidesOf(lessonId, tx);
        const slideById = new Map(slides.map((slide) => [slide.id, slide]));
        const unscorable = new Map<number, string>();
        let answersRescored = 0;
        const stored = await answers.answersOfLesson(lessonId, tx);
        for (const answer of stored) {
          const slide = slideById.get(answer.slideId)!;
          const usable = usableSlide(registry, slide, lesson.type);
          const scored = usable.status === 'ok' ? registry.score(envelopeOf(slide), answer.answer) : null;
          if (!scored?.ok) {
            // Never turn an unscorable answer into 0 points: keep what it had.
            const message =
              usable.status === 'ok'
                ? scored && !scored.ok
                  ? scored.issues[0]?.message
                  : undefined
                : usable.placeholder.message;
            unscorable.set(slide.id, message ?? 'Slide invalid');
            continue;
          }
          if (scored.points === Number(answer.points)) continue;
          answer.points = scored.points;
          await answers.updateAnswer(answer.id, { points: scored.points }, tx);
          answersRescored += 1;
        }
        let attemptsUpdated = 0;
        const attempts = await answers.attemptsOfLesson(lessonId, tx);
        for (const attempt of attempts) {
          if (!SCORED_STATES.has(attempt.state)) continue;
          const scoresOf = (version: number) =>
            stored
              .filter(
                (row) =>
                  row.userId === attempt.userId &&
                  row.editionId === attempt.editionId &&
                  row.version === version,
              )
              .map((row) => ({ slideId: row.slideId, points: Number(row.points) }));
          const points = attemptPoints(lesson, slides, attempt, attempts, scoresOf);
          if (attempt.punctajFinal !== null && Number(attempt.punctajFinal) === points) continue;
          await answers.updateAttempt(attempt.id, { punctajFinal: points }, tx);
          attemptsUpdated += 1;
        }
        return {
          lessonId,
          slidesMigrated,
          answersRescored,
          attemptsUpdated,
          unscorable: [...unscorable].map(([slideId, message]) => ({ slideId: String(slideId), message })),
        };
      });
    },

    /** What migrating every stored slide would do, without writing (reports each slide it cannot migrate). */
    async dryRunMigrations(): Promise<SlideMigrationReport> {
      const items: { id: string; envelope: unknown }[] = [];
      for await (const slide of lessons.allSlides())
        items.push({ id: String(slide.id), envelope: envelopeOf(slide) });
      const report = registry.dryRunMigrations(items);
      return { ...report, failed: report.failed.map(({ issues: _issues, ...failure }) => failure) };
    },

    /** Writes the migrated envelope of every slide that can be migrated; returns the same report. */
    async applyMigrations(): Promise<SlideMigrationReport> {
      const report = await this.dryRunMigrations();
      const ids = new Set(report.migrated.map(Number));
      for await (const slide of lessons.allSlides()) {
        if (!ids.has(slide.id)) continue;
        const result = registry.migrate(envelopeOf(slide));
        if (!result.ok) continue;
        const { pluginVersion, schemaVersion, data } = result.envelope;
        await lessons.updateSlide(slide.id, { pluginVersion, schemaVersion, data });
      }
      return report;
    },
  };
}
export type SyncService = ReturnType<typeof createSyncService>;
