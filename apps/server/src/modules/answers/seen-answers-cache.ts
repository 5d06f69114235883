import { LRUCache } from 'lru-cache';
import type { AttemptKey, SeenAttemptAnswers } from './answers.repository.js';

/**
 * The attempt and answers each pupil's last stored answer brought back (migration 0012), kept in this server
 * process for the pupil's next answer: with them, the answer that completes an attempt carries the lesson's
 * points in its first call instead of learning the answers in a first call and storing in a second.
 *
 * Nothing here is trusted for a write. `submit_lesson_answer` refuses a completion whose points were computed
 * from other answers than the stored ones ('need_points') and an attempt that is no longer the latest
 * ('stale'), so an entry outdated by another process (or a teacher) costs one more call, never a wrong score.
 * Bounded: the least recently used pupil goes first.
 */
export function createSeenAnswersCache(maxAttempts = 20_000) {
  const kept = new LRUCache<string, SeenAttemptAnswers>({ max: maxAttempts });
  const keyOf = ({ userId, lessonId, editionId }: AttemptKey) => `${userId}:${lessonId}:${editionId}`;
  return {
    get: (key: AttemptKey): SeenAttemptAnswers | undefined => kept.get(keyOf(key)),
    set(key: AttemptKey, seen: SeenAttemptAnswers): void {
      kept.set(keyOf(key), seen);
    },
    forget(key: AttemptKey): void {
      kept.delete(keyOf(key));
    },
  };
}
