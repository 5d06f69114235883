import { applyPatches, enablePatches, produceWithPatches, type Draft, type Patch } from 'immer';

enablePatches();

/** How many edits the editor can undo; older ones are dropped first. */
export const HISTORY_LIMIT = 100;
/** Keystrokes in the same field closer than this become one undo step. */
export const COALESCE_MS = 1000;

/** One undoable edit: immer's patches both ways, plus what it touched so undo can show it again. */
export interface HistoryEntry {
  patches: Patch[];
  inversePatches: Patch[];
  /** Edits with the same group in quick succession merge (typing in one field). */
  group: string | null;
  at: number;
  /** The slide key the edit touched, selected again on undo and redo. */
  focus: string | null;
}

export interface EditHistory<T> {
  present: T;
  past: HistoryEntry[];
  future: HistoryEntry[];
  /** The slide an undo or redo just brought back (null after a plain edit). */
  focus: string | null;
}

export function createHistory<T>(present: T): EditHistory<T> {
  return { present, past: [], future: [], focus: null };
}

export interface RecordOptions {
  group?: string | null;
  focus?: string | null;
  now?: number;
  limit?: number;
}

/** Applies an edit and records its patches; an edit that changes nothing records nothing. */
export function recordEdit<T>(
  history: EditHistory<T>,
  recipe: (draft: Draft<T>) => void,
  options: RecordOptions = {},
): EditHistory<T> {
  const [present, patches, inversePatches] = produceWithPatches(history.present, recipe);
  if (patches.length === 0) return history;
  const now = options.now ?? Date.now();
  const group = options.group ?? null;
  const focus = options.focus ?? null;
  const last = history.past[history.past.length - 1];
  let past: HistoryEntry[];
  if (last && group !== null && last.group === group && now - last.at < COALESCE_MS) {
    // Undoing a merged entry must replay the older inverse patches last.
    const merged: HistoryEntry = {
      patches: [...last.patches, ...patches],
      inversePatches: [...inversePatches, ...last.inversePatches],
      group,
      at: now,
      focus,
    };
    past = [...history.past.slice(0, -1), merged];
  } else {
    past = [...history.past, { patches, inversePatches, group, at: now, focus }];
  }
  const limit = options.limit ?? HISTORY_LIMIT;
  if (past.length > limit) past = past.slice(past.length - limit);
  return { present: present as T, past, future: [], focus: null };
}

export function canUndo(history: EditHistory<unknown>): boolean {
  return history.past.length > 0;
}

export function canRedo(history: EditHistory<unknown>): boolean {
  return history.future.length > 0;
}

export function undo<T>(history: EditHistory<T>): EditHistory<T> {
  const entry = history.past[history.past.length - 1];
  if (!entry) return history;
  return {
    present: applyPatches(history.present as object, entry.inversePatches) as T,
    past: history.past.slice(0, -1),
    // A redone entry must never merge with the next keystroke.
    future: [...history.future, { ...entry, group: null }],
    focus: entry.focus,
  };
}

export function redo<T>(history: EditHistory<T>): EditHistory<T> {
  const entry = history.future[history.future.length - 1];
  if (!entry) return history;
  return {
    present: applyPatches(history.present as object, entry.patches) as T,
    past: [...history.past, entry],
    future: history.future.slice(0, -1),
    focus: entry.focus,
  };
}
