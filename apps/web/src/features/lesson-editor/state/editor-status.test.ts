import {
  editorStatusReducer,
  initialEditorStatus,
  type EditorStatusAction,
  type EditorStatusState,
} from './editor-status.js';

function run(state: EditorStatusState, ...actions: EditorStatusAction[]) {
  return actions.reduce(editorStatusReducer, state);
}

describe('editorStatusReducer (spec 001 §4 lesson editor status)', () => {
  it('starts idle for a new lesson and loading for a stored one', () => {
    expect(initialEditorStatus(true).status).toBe('idle');
    expect(initialEditorStatus(false).status).toBe('loading');
  });

  it('loading -> editing on load, error on a failed load', () => {
    expect(run(initialEditorStatus(false), { type: 'loaded' })).toMatchObject({
      status: 'editing',
      dirty: false,
    });
    expect(run(initialEditorStatus(false), { type: 'loadFailed', message: 'x' })).toMatchObject({
      status: 'error',
      error: 'x',
    });
  });

  it('an edit sets the dirty flag; a successful save clears it', () => {
    const edited = run(initialEditorStatus(true), { type: 'changed' });
    expect(edited).toMatchObject({ status: 'editing', dirty: true });
    const saved = run(edited, { type: 'validate' }, { type: 'valid' });
    expect(saved.status).toBe('saving');
    expect(run(saved, { type: 'saved' })).toMatchObject({ status: 'success', dirty: false });
  });

  it('validating -> error when the draft has errors, dirty kept', () => {
    const state = run(initialEditorStatus(true), { type: 'changed' }, { type: 'validate' });
    expect(state.status).toBe('validating');
    expect(
      run(state, { type: 'invalid', message: 'Lecția conține erori și nu poate fi salvată' }),
    ).toMatchObject({
      status: 'error',
      dirty: true,
      error: 'Lecția conține erori și nu poate fi salvată',
    });
  });

  it('a failed save goes to error and keeps the changes dirty; the next edit returns to editing', () => {
    const failed = run(
      initialEditorStatus(true),
      { type: 'changed' },
      { type: 'validate' },
      { type: 'valid' },
      { type: 'saveFailed', message: 'Eroare' },
    );
    expect(failed).toMatchObject({ status: 'error', dirty: true, error: 'Eroare' });
    expect(run(failed, { type: 'changed' })).toMatchObject({ status: 'editing', dirty: true, error: null });
  });

  it('an edit during a save keeps saving and stays dirty after it', () => {
    const saving = run(
      initialEditorStatus(true),
      { type: 'changed' },
      { type: 'validate' },
      { type: 'valid' },
    );
    const editedWhileSaving = run(saving, { type: 'changed' });
    expect(editedWhileSaving.status).toBe('saving');
    expect(run(editedWhileSaving, { type: 'saved' }).status).toBe('success');
  });

  it('preview returns to the status it was opened from', () => {
    const editing = run(initialEditorStatus(true), { type: 'changed' });
    const previewing = run(editing, { type: 'openPreview' });
    expect(previewing.status).toBe('previewing');
    expect(run(previewing, { type: 'changed' }).status).toBe('previewing');
    expect(run(previewing, { type: 'closePreview' })).toMatchObject({ status: 'editing', dirty: true });
    const fromSuccess = run(
      editing,
      { type: 'validate' },
      { type: 'valid' },
      { type: 'saved' },
      { type: 'openPreview' },
    );
    expect(run(fromSuccess, { type: 'closePreview' }).status).toBe('success');
  });

  it('ignores out-of-order results', () => {
    const editing = run(initialEditorStatus(true), { type: 'changed' });
    expect(run(editing, { type: 'saved' })).toBe(editing);
    expect(run(editing, { type: 'valid' })).toBe(editing);
    expect(run(initialEditorStatus(false), { type: 'openPreview' }).status).toBe('loading');
  });
});
