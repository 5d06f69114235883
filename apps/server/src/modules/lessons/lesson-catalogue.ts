import { randomUUID } from 'node:crypto';
import {
  LESSON_MESSAGES,
  LESSON_TYPE_INFO,
  LESSON_TYPES,
  type LessonType,
  type LessonTypeDescription,
} from '@platform/contracts';
import { BadRequestError } from '../../http/domain-errors.js';
import type { ServerSlideRegistry } from '../slides/slide-registry.js';

/** Lesson types with their features and limits, and the empty lesson, slide and option an editor starts from. */
export function createLessonCatalogue(registry: ServerSlideRegistry) {
  return {
    types(): LessonTypeDescription[] {
      return LESSON_TYPES.map((type) => {
        const info = LESSON_TYPE_INFO[type];
        return {
          type,
          displayName: info.displayName,
          icon: info.icon,
          features: {
            allowsMultipleAttempts: info.allowsMultipleAttempts,
            requiresApproval: info.requiresApproval,
            awardsPoints: info.awardsPoints,
          },
          limits: {
            minSlides: info.minSlides,
            maxSlides: info.maxSlides,
            deadline: info.deadline
              ? {
                  required: info.deadline.required,
                  minAheadMs: info.deadline.minAheadMs,
                  maxAheadMs: info.deadline.maxAheadMs ?? null,
                }
              : null,
          },
          slideTypes: registry.forLessonType(type).map((plugin) => plugin.type),
          listPath: info.listPath,
          editPath: info.editPath,
          completePath: info.completePath,
        };
      });
    },

    defaultLesson(type: LessonType) {
      return {
        type,
        title: '',
        description: '',
        deadline: null,
        punctajMaxim: 0,
        image: null,
        isHidden: false,
        slides: [],
      };
    },

    defaultSlide(type: string) {
      if (!registry.has(type))
        throw new BadRequestError(LESSON_MESSAGES.pluginNotFound(type), {
          type: LESSON_MESSAGES.pluginNotFound(type),
        });
      return { ...registry.createSlide(type), number: 1 };
    },

    defaultOption() {
      return { id: randomUUID(), text: '', isCorrect: false };
    },
  };
}
