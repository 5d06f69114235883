import type { z } from 'zod';
import type { LessonType, UploadCategory } from './constants.js';
import type { SlideFeedback } from './feedback.js';

/**
 * React's component type, referenced without an import statement: the core folder may not import React
 * (lint boundary), and this file only needs the type.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-imports
type ComponentType<Props> = import('react').ComponentType<Props>;

/** A problem found in slide data or in an answer. `message` is Romanian and shown to users as is. */
export interface SlideIssue {
  /** Location inside the data or answer, e.g. `['options', 2, 'text']`; `[]` for the whole value. */
  path: (string | number)[];
  /** Stable machine code, e.g. `too_small`, `custom`, `slide_invalid`. */
  code: string;
  message: string;
}

/** Points of a scoreable slide type. Both functions are pure and deterministic. */
export interface SlideScoring<Data, Answer> {
  /** Highest number of points an answer can earn for this slide. */
  maxPoints(data: Data): number;
  /** Points for `answer`, always between 0 and `maxPoints(data)`. */
  score(data: Data, answer: Answer): number;
}

/**
 * Upgrades slide data from `fromVersion` to `fromVersion + 1`. Migrations are an append-only chain:
 * the plugin's `migrations[i]` has `fromVersion === i + 1`. The input is data of the old shape (unknown
 * to TypeScript), the output must pass the next version's shape; the last output must pass `dataSchema`.
 */
export interface SlideMigration {
  fromVersion: number;
  /** Short English description, shown in dry-run reports. */
  description: string;
  up(data: unknown): unknown;
}

/**
 * What a plugin author writes for the framework-free part of a slide type (the `./core` entry).
 * Pass it to `defineSlideCore`.
 */
export interface SlideCoreDefinition<Data, Answer, LearnerData = Data> {
  /** Uppercase identifier stored in every slide envelope, e.g. `QUESTION` (`^[A-Z][A-Z0-9_]*$`). */
  type: string;
  /** Strict semantic version X.Y.Z of the plugin code. */
  version: string;
  /** Semver range of `@platform/slide-sdk` versions this plugin works with, e.g. `^1.0.0`. */
  sdk: string;
  /** Integer version of the data shape, starting at 1; bump it with a migration when the shape changes. */
  schemaVersion: number;
  /** Romanian name shown in the editor, e.g. `Întrebare`. */
  displayName: string;
  /** Romanian one-line description for the add-slide menu. */
  description?: string;
  /** Lesson types that may contain this slide type. */
  allowedLessonTypes: readonly LessonType[];
  /** Shape of the slide data (current schema version). Messages in Romanian. */
  dataSchema: z.ZodType<Data>;
  /** Shape of a pupil's answer. Messages in Romanian. */
  answerSchema: z.ZodType<Answer>;
  /** Data of a freshly added slide. It may fail `validate` (e.g. empty text) but must pass `dataSchema`. */
  createDefault(): Data;
  /** Rules beyond the schema (cross-field checks). Called only with data that passed `dataSchema`. */
  validate?(data: Data): SlideIssue[];
  /** Rules for an answer beyond `answerSchema`, e.g. "choose at least one option". */
  validateAnswer?(data: Data, answer: Answer): SlideIssue[];
  /**
   * Answer rules that need only what a pupil's browser holds (the redacted data), so the completion engine can
   * check an answer before sending it. Plugins without secrets get `validateAnswer` here automatically.
   */
  validateLearnerAnswer?(data: LearnerData, answer: Answer): SlideIssue[];
  /** Removes what a pupil must not see (e.g. which options are correct). Pure. */
  redactForLearner(data: Data): LearnerData;
  /**
   * Dot paths into the data that `redactForLearner` must remove; `*` matches any array index or key,
   * e.g. `options.*.isCorrect`. The contract test kit checks them on every fixture.
   */
  secretPaths: readonly string[];
  /**
   * Dot paths into the learner data (the output of `redactForLearner`) whose string values are author markdown
   * that the View renders with `MarkdownView`; `*` matches any array index or object key (same syntax as
   * `secretPaths`), e.g. `['markdown']` or `['steps.*.text']`. The host may render and sanitize these on the
   * server and hand the View the HTML, so a pupil's browser needs no markdown code; a View must still show the
   * markdown correctly without it (`MarkdownView` falls back to rendering in the browser). The contract test kit
   * checks that every match is a string and that each path finds text in some fixture. Optional since SDK 1.1.
   */
  markdownPaths?: readonly string[];
  /** Present when answers earn points. A scoreable plugin without it is refused by the registry. */
  scoring?: SlideScoring<Data, Answer>;
  /** Whether earned points depend on the answer (true) or the slide only needs to be seen/done (false). */
  scoreable: boolean;
  /** Whether a teacher reviews the answer content (free text, photos). */
  reviewable?: boolean;
  /**
   * What the pupil may see about an answer once it is stored (scored attempt) or checked (practice mode),
   * e.g. which chosen options were right, the correct ones and the author's explanation; `null` when there
   * is nothing to say. Pure and deterministic: it runs on the server from the stored data, never before
   * submission, and the host checks its output with `SlideFeedbackSchema`. Optional since SDK 1.1.
   */
  feedback?(data: Data, answer: Answer): SlideFeedback | null;
  /** Append-only migration chain, one entry per past schema version. */
  migrations?: readonly SlideMigration[];
}

/** The framework-free handler of one slide type, produced by `defineSlideCore`. Safe to use in Node. */
export interface SlideCore<Data = unknown, Answer = unknown, LearnerData = Data> extends Omit<
  SlideCoreDefinition<Data, Answer, LearnerData>,
  'validate' | 'validateAnswer' | 'migrations' | 'markdownPaths'
> {
  /** Schema check plus the plugin's own rules, on unknown input. Empty array means valid. */
  validate(data: unknown): SlideIssue[];
  /** Answer schema check plus the plugin's own rules. Empty array means valid. */
  validateAnswer(data: unknown, answer: unknown): SlideIssue[];
  /**
   * Answer check on the learner (redacted) data: the answer schema plus `validateLearnerAnswer`, or the full
   * `validateAnswer` when the plugin has no secret paths. The server still runs `validateAnswer` on stored data.
   */
  validateLearnerAnswer(learnerData: unknown, answer: unknown): SlideIssue[];
  migrations: readonly SlideMigration[];
  /** The definition's `markdownPaths`, `[]` when it declares none. */
  markdownPaths: readonly string[];
  /** Marks objects made by `defineSlideCore`. */
  readonly kind: 'slide-core';
}

/** Which way a slide is shown: a pupil completing it, an author previewing it, a teacher reviewing an answer. */
export type SlideViewMode = 'complete' | 'preview' | 'review';

/** Services the host gives a plugin; a plugin never calls the API itself. */
export interface SlideHostServices {
  /** Uploads a file in the given category; `onProgress` receives 0..1. Resolves with the stored file URL. */
  uploadFile(
    file: File,
    category: UploadCategory,
    onProgress?: (fraction: number) => void,
  ): Promise<{ url: string }>;
}

/** Props of a plugin's `Editor`. */
export interface SlideEditorProps<Data> {
  data: Data;
  onChange(next: Data): void;
  /** Issues of the current data, to show beside the matching fields. */
  issues: readonly SlideIssue[];
  services: SlideHostServices;
  disabled?: boolean;
}

/** Props of a plugin's `View`. In `complete` mode `data` is the redacted learner data. */
export interface SlideViewProps<LearnerData, Answer> {
  data: LearnerData;
  answer: Answer | undefined;
  onAnswerChange(next: Answer): void;
  mode: SlideViewMode;
  services: SlideHostServices;
  /** Issues of the current answer, to show beside the matching inputs. */
  issues?: readonly SlideIssue[];
  /** True once the answer is submitted (read only). */
  disabled?: boolean;
  /**
   * The core's `feedback` for the submitted answer, given only in `review` mode after submission; show it
   * under the answer (in words and icons, not colour alone). Absent before submission and on SDK < 1.1 hosts.
   */
  feedback?: SlideFeedback | null;
}

/** Props of a plugin's optional `Review`: a teacher looks at a pupil's answer. */
export interface SlideReviewProps<Data, Answer> {
  data: Data;
  answer: Answer;
}

/** React parts of a plugin (the `.` entry). Component types are structural so the SDK stays React-free at runtime. */
export interface SlideUiDefinition<Data, Answer, LearnerData = Data> {
  Editor: ComponentType<SlideEditorProps<Data>>;
  View: ComponentType<SlideViewProps<LearnerData, Answer>>;
  Review?: ComponentType<SlideReviewProps<Data, Answer>>;
  /** Decorative icon shown in the add-slide menu and slide list. */
  icon: ComponentType<{ className?: string }>;
}

/** A complete slide plugin: the core handler plus its React parts, produced by `defineSlidePlugin`. */
export interface SlidePlugin<Data = unknown, Answer = unknown, LearnerData = Data>
  extends Omit<SlideCore<Data, Answer, LearnerData>, 'kind'>, SlideUiDefinition<Data, Answer, LearnerData> {
  readonly kind: 'slide-plugin';
  /** The core this plugin was made from. */
  readonly core: SlideCore<Data, Answer, LearnerData>;
}

/** How every slide is stored: the host always knows which plugin version and data shape wrote it. */
export interface SlideEnvelope<Data = unknown> {
  type: string;
  pluginVersion: string;
  schemaVersion: number;
  data: Data;
}

/**
 * Examples a plugin ships for its contract test and its Storybook stories (the `./fixtures` entry).
 * Pure data: no React.
 */
export interface SlideFixtures<Data, Answer> {
  /** Valid data of the current schema version. The first one is the "filled" example. */
  data: readonly { name: string; data: Data }[];
  /** Data that fails `validate`, shown in the editor's "with errors" story. At least one. */
  invalidData: readonly { name: string; data: unknown }[];
  /** Stored data of past schema versions; every version 1..schemaVersion-1 needs at least one. */
  legacyData: readonly { name: string; schemaVersion: number; data: unknown }[];
  /**
   * Answers to the data example named `dataName`. For a scoreable plugin at least one has
   * `isCorrect: true`, and it must score `maxPoints`. `expectedPoints` pins the score when given.
   */
  answers: readonly {
    name: string;
    dataName: string;
    answer: Answer;
    isCorrect?: boolean;
    expectedPoints?: number;
  }[];
}
