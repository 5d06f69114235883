import { dequal } from 'dequal';
import type { Draft } from 'immer';
import type { LessonSlide } from '@platform/contracts';
import type { MetadataValues } from '../components/metadata-form.js';
import {
  createHistory,
  recordEdit,
  redo,
  undo,
  type EditHistory,
  type RecordOptions,
} from './edit-history.js';
import { newSlideKey, type EditorSlide } from './editor-slides.js';

/** Everything the author edits: the metadata inputs and the slides (in order). */
export interface EditorDocument {
  meta: MetadataValues;
  slides: EditorSlide[];
}

/** The editor's state: the undoable document and the last saved (or loaded) version of it. */
export interface EditorDocumentState {
  history: EditHistory<EditorDocument>;
  saved: EditorDocument;
  /** Bumped when the draft is rewritten from outside the inputs (load, save, undo, redo). */
  revision: number;
}

export type EditorDocumentAction =
  /** A load or a save: the document is what the server holds; history starts over. */
  | { type: 'reset'; document: EditorDocument }
  | { type: 'setMeta'; field: keyof MetadataValues; meta: MetadataValues }
  | { type: 'addSlide'; slide: EditorSlide }
  | { type: 'removeSlide'; key: string }
  | { type: 'duplicateSlide'; key: string; newKey: string }
  | { type: 'moveSlide'; from: number; to: number }
  | { type: 'updateSlide'; key: string; slide: Omit<LessonSlide, 'id' | 'number'> }
  | { type: 'undo' }
  | { type: 'redo' };

export function createEditorDocumentState(document: EditorDocument): EditorDocumentState {
  return { history: createHistory(document), saved: document, revision: 0 };
}

function renumber(slides: Draft<EditorSlide>[]) {
  slides.forEach((item, index) => {
    if (item.slide.number !== index + 1) item.slide.number = index + 1;
  });
}

type Recipe = (draft: Draft<EditorDocument>) => void;

function edit(state: EditorDocumentState, recipe: Recipe, options: RecordOptions): EditorDocumentState {
  const history = recordEdit(state.history, recipe, options);
  return history === state.history ? state : { ...state, history };
}

/** Every change of the draft goes through here, so each one can be undone (immer patches). */
export function editorDocumentReducer(
  state: EditorDocumentState,
  action: EditorDocumentAction,
): EditorDocumentState {
  switch (action.type) {
    case 'reset':
      return { ...createEditorDocumentState(action.document), revision: state.revision + 1 };
    case 'undo': {
      const history = undo(state.history);
      return history === state.history ? state : { ...state, history, revision: state.revision + 1 };
    }
    case 'redo': {
      const history = redo(state.history);
      return history === state.history ? state : { ...state, history, revision: state.revision + 1 };
    }
    case 'setMeta':
      return edit(
        state,
        (draft) => {
          const value = action.meta[action.field];
          if (draft.meta[action.field] !== value)
            (draft.meta as Record<string, unknown>)[action.field] = value;
        },
        { group: `meta:${action.field}` },
      );
    case 'addSlide':
      return edit(
        state,
        (draft) => {
          draft.slides.push(action.slide as Draft<EditorSlide>);
          renumber(draft.slides);
        },
        { focus: action.slide.key },
      );
    case 'removeSlide': {
      const index = state.history.present.slides.findIndex((item) => item.key === action.key);
      if (index < 0) return state;
      return edit(
        state,
        (draft) => {
          draft.slides.splice(index, 1);
          renumber(draft.slides);
        },
        { focus: action.key },
      );
    }
    case 'duplicateSlide': {
      const index = state.history.present.slides.findIndex((item) => item.key === action.key);
      const original = state.history.present.slides[index];
      if (!original) return state;
      // The copy is a new slide: no stored id, a deep copy of the data.
      const { id: _id, ...envelope } = original.slide;
      const copy: EditorSlide = { key: action.newKey, slide: structuredClone(envelope) };
      return edit(
        state,
        (draft) => {
          draft.slides.splice(index + 1, 0, copy as Draft<EditorSlide>);
          renumber(draft.slides);
        },
        { focus: action.newKey },
      );
    }
    case 'moveSlide': {
      const { from, to } = action;
      const count = state.history.present.slides.length;
      if (from === to || from < 0 || to < 0 || from >= count || to >= count) return state;
      const key = state.history.present.slides[from]!.key;
      return edit(
        state,
        (draft) => {
          const [moved] = draft.slides.splice(from, 1);
          draft.slides.splice(to, 0, moved!);
          renumber(draft.slides);
        },
        { focus: key },
      );
    }
    case 'updateSlide':
      return edit(
        state,
        (draft) => {
          const item = draft.slides.find((slide) => slide.key === action.key);
          if (!item) return;
          const next = action.slide;
          if (item.slide.type !== next.type) item.slide.type = next.type;
          if (item.slide.pluginVersion !== next.pluginVersion) item.slide.pluginVersion = next.pluginVersion;
          if (item.slide.schemaVersion !== next.schemaVersion) item.slide.schemaVersion = next.schemaVersion;
          // Equal data is no edit (editors may report their content unchanged).
          if (!dequal(item.slide.data, next.data)) item.slide.data = next.data as Draft<unknown>;
        },
        { group: `slide:${action.key}`, focus: action.key },
      );
  }
}

/** The draft as the server would store it (local keys aside), for the honest "unsaved" label. */
function comparable(document: EditorDocument) {
  return { meta: document.meta, slides: document.slides.map((item) => item.slide) };
}

/** True only when the draft differs from what is saved: an edit undone makes the lesson clean again. */
export function isDocumentDirty(state: EditorDocumentState): boolean {
  return !dequal(comparable(state.history.present), comparable(state.saved));
}

export { newSlideKey };
