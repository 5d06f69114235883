import { Link } from 'react-router-dom';
import { Badge, Button, Card } from '@platform/ui';
import {
  ANSWER_STATE_LABELS,
  LESSON_MESSAGES,
  LESSON_TYPE_INFO,
  type LessonSummary,
  type Role,
} from '@platform/contracts';
import { formatDateTime } from '../../../shared/dates/format-date.js';
import defaultImage from '../assets/default-lesson-image.svg';
import { LESSON_LIST_MESSAGES as M } from '../lesson-list-messages.js';
import { can, isStaff } from '../lesson-permissions.js';
import { pupilAction } from '../pupil-action.js';
import { LessonCardMenu, type CardMenuItem } from './lesson-card-menu.js';

export interface LessonCardProps {
  lesson: LessonSummary;
  role: Role;
  onToggleHidden(lesson: LessonSummary): void;
  onDuplicate(lesson: LessonSummary): void;
  /** Staff who may edit: download the lesson as a .zip package. */
  onExport?(lesson: LessonSummary): void;
}

function statusBadge(lesson: LessonSummary, role: Role) {
  if (lesson.attemptState) {
    const tone = {
      IN_PROGRESS: 'info',
      COMPLETED: 'success',
      APPROVED: 'success',
      PENDING_APPROVAL: 'warning',
      REJECTED: 'danger',
    } as const;
    return <Badge tone={tone[lesson.attemptState]}>{ANSWER_STATE_LABELS[lesson.attemptState]}</Badge>;
  }
  if (isStaff(role)) return lesson.isHidden ? null : <Badge tone="success">{M.visible}</Badge>;
  return <Badge>{M.notStarted}</Badge>;
}

/** One content card: image (default when none), badges, title, description and the actions of the role. */
export function LessonCard({ lesson, role, onToggleHidden, onDuplicate, onExport }: LessonCardProps) {
  const info = LESSON_TYPE_INFO[lesson.type];
  const preview = `${info.completePath}/${lesson.id}/preview`;
  const staff = isStaff(role);
  const menu: CardMenuItem[] = staff
    ? [
        { label: lesson.isHidden ? M.show : M.hide, onSelect: () => onToggleHidden(lesson) },
        { label: M.duplicate, onSelect: () => onDuplicate(lesson) },
        ...(onExport ? [{ label: M.exportLesson, onSelect: () => onExport(lesson) }] : []),
        { label: M.preview, to: preview },
      ]
    : [];
  const action =
    role === 'ELEV' && can(role, 'complete')
      ? pupilAction(lesson.type, lesson.id, lesson.attemptState)
      : null;

  return (
    <Card as="article" className={lesson.isHidden ? 'lesson-card lesson-card--hidden' : 'lesson-card'}>
      <img className="lesson-card__image" src={lesson.image || defaultImage} alt="" loading="lazy" />
      <div className="lesson-card__body">
        <div className="lesson-card__badges">
          {lesson.isHidden && <Badge tone="warning">{LESSON_MESSAGES.hiddenBadge}</Badge>}
          {statusBadge(lesson, role)}
        </div>
        <h2 className="lesson-card__title">{lesson.title}</h2>
        <p className="lesson-card__description">{lesson.description}</p>
        <p className="lesson-card__meta">
          <span>{M.slideCount(lesson.slideCount)}</span>
          {lesson.punctajMaxim > 0 && <span>{M.points(lesson.punctajMaxim)}</span>}
          {lesson.deadline !== null && <span>{M.deadline(formatDateTime(lesson.deadline))}</span>}
        </p>
      </div>
      <div className="lesson-card__actions">
        {staff && (
          <Link
            className="eco-button eco-button--primary eco-button--md lesson-card__link"
            to={`${info.editPath}/${lesson.id}`}
          >
            {M.edit}
          </Link>
        )}
        {role === 'PROFESOR' && (
          <Link className="eco-button eco-button--secondary eco-button--md lesson-card__link" to={preview}>
            {M.preview}
          </Link>
        )}
        {action &&
          (action.path ? (
            <Link
              className="eco-button eco-button--primary eco-button--md lesson-card__link"
              to={action.path}
            >
              {action.label}
            </Link>
          ) : (
            <Button disabled>{action.label}</Button>
          ))}
        <LessonCardMenu title={lesson.title} items={menu} />
      </div>
    </Card>
  );
}
