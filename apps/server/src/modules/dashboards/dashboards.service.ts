import {
  CLASS_PROGRESS_WHOLE_SCHOOL_LIMIT,
  PUPIL_PROGRESS_TYPES,
  type ClassProgress,
  type ClassProgressQuery,
  type EditionDashboard,
  type EditionDashboardQuery,
  type MyProgress,
  type SchoolClass,
} from '@platform/contracts';
import { reportEdition } from '../reports/report-edition.js';
import type { EditionsRepository } from '../editions/editions.repository.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { DashboardsRepository } from './dashboards.repository.js';

/**
 * Which pupils the class grid shows: the class asked for ('' is the pupils without a class); without one, the
 * whole school when it is small enough, else the first class with answers awaiting approval, else the first.
 */
function shownClass(classes: SchoolClass[], asked: string | undefined): { clasa: string | null } | null {
  if (asked !== undefined) return { clasa: asked === '' ? null : asked };
  const pupils = classes.reduce((sum, row) => sum + row.pupils, 0);
  if (pupils <= CLASS_PROGRESS_WHOLE_SCHOOL_LIMIT) return null;
  const first = classes.find((row) => row.pending > 0) ?? classes[0]!;
  return { clasa: first.clasa };
}

/** Issue 13: one call per dashboard view, every figure aggregated in SQL. */
export function createDashboardsService(deps: {
  dashboardsRepository: DashboardsRepository;
  editionsRepository: EditionsRepository;
  usersRepository: UsersRepository;
}) {
  const repo = deps.dashboardsRepository;

  const editionOf = (editionId: number | undefined) => reportEdition(deps.editionsRepository, editionId);

  return {
    async edition(query: EditionDashboardQuery): Promise<EditionDashboard> {
      const edition = await editionOf(query.editionId);
      const judet = query.judet ?? null;
      return {
        editionId: edition.id,
        editionName: edition.nume,
        judet,
        ...(await repo.edition(edition.id, judet)),
      };
    },

    async classProgress(teacherId: number, query: ClassProgressQuery): Promise<ClassProgress> {
      const [teacher, edition] = await Promise.all([
        deps.usersRepository.findById(teacherId),
        deps.editionsRepository.findCurrent(),
      ]);
      const empty = {
        classes: [],
        shown: null,
        pendingTotal: 0,
        activities: [],
        pupils: [],
        schoolPointsByWeek: [],
        schoolPoints: 0,
      };
      if (!edition) return { editionId: null, ...empty };
      if (!teacher?.schoolId) return { editionId: edition.id, ...empty };
      const classes = await repo.schoolClasses(teacher.schoolId, edition.id);
      const shown = shownClass(classes, query.clasa);
      const data = await repo.classProgress(teacher.schoolId, edition.id, shown);
      const cellOf = new Map(data.cells.map((cell) => [`${cell.userId}:${cell.lessonId}`, cell]));
      return {
        editionId: edition.id,
        classes,
        shown,
        pendingTotal: classes.reduce((sum, row) => sum + row.pending, 0),
        activities: data.activities,
        pupils: data.pupils.map((pupil) => ({
          ...pupil,
          cells: data.activities.map((activity) => {
            const cell = cellOf.get(`${pupil.userId}:${activity.lessonId}`);
            return { lessonId: activity.lessonId, state: cell?.state ?? null, points: cell?.points ?? null };
          }),
        })),
        schoolPointsByWeek: data.schoolPointsByWeek,
        schoolPoints: data.schoolPointsByWeek.at(-1)?.points ?? 0,
      };
    },

    async myProgress(userId: number): Promise<MyProgress> {
      const [user, edition] = await Promise.all([
        deps.usersRepository.findById(userId),
        deps.editionsRepository.findCurrent(),
      ]);
      if (!edition) {
        return { editionId: null, visible: 0, done: 0, byType: [], points: 0, schoolPoints: null };
      }
      const [counts, points, schoolPoints] = await Promise.all([
        repo.pupilProgress(userId, edition.id),
        deps.usersRepository.pupilPoints(userId, edition.id),
        user?.schoolId ? deps.usersRepository.schoolPoints(user.schoolId, edition.id) : Promise.resolve(null),
      ]);
      const byType = PUPIL_PROGRESS_TYPES.map(
        (type) => counts.find((row) => row.type === type) ?? { type, visible: 0, done: 0 },
      );
      return {
        editionId: edition.id,
        visible: byType.reduce((sum, row) => sum + row.visible, 0),
        done: byType.reduce((sum, row) => sum + row.done, 0),
        byType,
        points,
        schoolPoints,
      };
    },
  };
}
export type DashboardsService = ReturnType<typeof createDashboardsService>;
