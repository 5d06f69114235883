/** Statuses of the lesson editor (spec 001 §4 "Lesson editor status"). */
export type EditorStatus =
  'idle' | 'loading' | 'editing' | 'validating' | 'saving' | 'success' | 'previewing' | 'error';

export interface EditorStatusState {
  status: EditorStatus;
  /** Unsaved changes; cleared by a successful save (and by loading). */
  dirty: boolean;
  /** Message of the last failure (load, validation or save). */
  error: string | null;
  /** Where closing the preview returns to. */
  beforePreview: EditorStatus | null;
}

export type EditorStatusAction =
  | { type: 'load' }
  | { type: 'loaded' }
  | { type: 'loadFailed'; message: string }
  | { type: 'changed' }
  | { type: 'validate' }
  | { type: 'invalid'; message: string }
  | { type: 'valid' }
  | { type: 'saved' }
  | { type: 'saveFailed'; message: string }
  | { type: 'openPreview' }
  | { type: 'closePreview' };

/** A new lesson starts idle; an existing one starts loading. */
export function initialEditorStatus(isNew: boolean): EditorStatusState {
  return { status: isNew ? 'idle' : 'loading', dirty: false, error: null, beforePreview: null };
}

/**
 * The editor's status machine: load -> editing; edits set the dirty flag; save = validating -> saving ->
 * success (dirty cleared) or error (dirty kept, nothing lost); preview remembers where it came from.
 */
export function editorStatusReducer(state: EditorStatusState, action: EditorStatusAction): EditorStatusState {
  switch (action.type) {
    case 'load':
      return { ...state, status: 'loading', error: null };
    case 'loaded':
      return { status: 'editing', dirty: false, error: null, beforePreview: null };
    case 'loadFailed':
      return { ...state, status: 'error', error: action.message };
    case 'changed':
      // An edit while saving keeps the save going; the new change stays dirty after it.
      if (state.status === 'saving' || state.status === 'validating') return { ...state, dirty: true };
      if (state.status === 'loading' || state.status === 'previewing') return state;
      return { ...state, status: 'editing', dirty: true, error: null };
    case 'validate':
      if (state.status === 'saving' || state.status === 'loading' || state.status === 'validating')
        return state;
      return { ...state, status: 'validating', error: null };
    case 'invalid':
      return state.status === 'validating' ? { ...state, status: 'error', error: action.message } : state;
    case 'valid':
      return state.status === 'validating' ? { ...state, status: 'saving' } : state;
    case 'saved':
      return state.status === 'saving' ? { ...state, status: 'success', dirty: false, error: null } : state;
    case 'saveFailed':
      return state.status === 'saving' ? { ...state, status: 'error', error: action.message } : state;
    case 'openPreview':
      if (state.status === 'loading' || state.status === 'saving' || state.status === 'previewing')
        return state;
      return { ...state, status: 'previewing', beforePreview: state.status };
    case 'closePreview':
      return state.status === 'previewing'
        ? { ...state, status: state.beforePreview ?? 'editing', beforePreview: null }
        : state;
  }
}
