import {
  canRedo,
  canUndo,
  COALESCE_MS,
  createHistory,
  HISTORY_LIMIT,
  recordEdit,
  undo,
} from './edit-history.js';
import {
  createEditorDocumentState,
  editorDocumentReducer,
  isDocumentDirty,
  type EditorDocument,
  type EditorDocumentAction,
  type EditorDocumentState,
} from './editor-document.js';

const META = {
  title: 'Baterii',
  description: 'Despre baterii',
  image: '',
  deadline: '',
  punctajMaxim: '10',
  isHidden: false,
};

function question(key: string, id: string, text: string) {
  return {
    key,
    slide: {
      id,
      number: 0,
      type: 'QUESTION',
      pluginVersion: '1.0.0',
      schemaVersion: 2,
      data: { question: text, options: [{ id: 'a', text: 'Da', correct: true }] },
    },
  };
}

function loaded(): EditorDocumentState {
  const document: EditorDocument = {
    meta: META,
    slides: [question('a', '1', 'Prima'), question('b', '2', 'A doua'), question('c', '3', 'A treia')].map(
      (item, index) => ({ ...item, slide: { ...item.slide, number: index + 1 } }),
    ),
  };
  return createEditorDocumentState(document);
}

const run = (state: EditorDocumentState, ...actions: EditorDocumentAction[]) =>
  actions.reduce(editorDocumentReducer, state);
const present = (state: EditorDocumentState) => state.history.present;
const texts = (state: EditorDocumentState) =>
  present(state).slides.map((item) => (item.slide.data as { question: string }).question);

describe('editorDocumentReducer (undo and redo on immer patches)', () => {
  it('a loaded lesson is clean; an edit makes it dirty; undoing it makes it clean again', () => {
    const state = loaded();
    expect(isDocumentDirty(state)).toBe(false);
    const edited = run(state, { type: 'setMeta', field: 'title', meta: { ...META, title: 'Baterii uzate' } });
    expect(isDocumentDirty(edited)).toBe(true);
    const undone = run(edited, { type: 'undo' });
    expect(present(undone).meta.title).toBe('Baterii');
    expect(isDocumentDirty(undone)).toBe(false);
    const redone = run(undone, { type: 'redo' });
    expect(present(redone).meta.title).toBe('Baterii uzate');
    expect(isDocumentDirty(redone)).toBe(true);
  });

  it('typing the same value back is clean without any undo', () => {
    const state = run(
      loaded(),
      { type: 'setMeta', field: 'title', meta: { ...META, title: 'X' } },
      { type: 'setMeta', field: 'title', meta: META },
    );
    expect(isDocumentDirty(state)).toBe(false);
  });

  it('a deleted slide comes back in place with its id, and is focused', () => {
    const removed = run(loaded(), { type: 'removeSlide', key: 'b' });
    expect(texts(removed)).toEqual(['Prima', 'A treia']);
    expect(present(removed).slides.map((item) => item.slide.number)).toEqual([1, 2]);
    const undone = run(removed, { type: 'undo' });
    expect(texts(undone)).toEqual(['Prima', 'A doua', 'A treia']);
    expect(present(undone).slides[1]).toMatchObject({ key: 'b', slide: { id: '2', number: 2 } });
    expect(undone.history.focus).toBe('b');
    expect(isDocumentDirty(undone)).toBe(false);
  });

  it('undoes add, duplicate, reorder and a removed answer option', () => {
    let state = loaded();
    state = run(state, { type: 'addSlide', slide: question('d', '', 'Nouă') });
    expect(present(state).slides[3]!.slide.number).toBe(4);
    state = run(state, { type: 'duplicateSlide', key: 'a', newKey: 'a2' });
    expect(texts(state)).toEqual(['Prima', 'Prima', 'A doua', 'A treia', 'Nouă']);
    expect(present(state).slides[1]!.slide.id).toBeUndefined();
    state = run(state, { type: 'moveSlide', from: 4, to: 0 });
    expect(texts(state)[0]).toBe('Nouă');
    const withoutOption = {
      type: 'QUESTION',
      pluginVersion: '1.0.0',
      schemaVersion: 2,
      data: { question: 'A doua', options: [] },
    };
    state = run(state, { type: 'updateSlide', key: 'b', slide: withoutOption });
    expect(present(state).slides.find((item) => item.key === 'b')!.slide.data).toMatchObject({ options: [] });
    state = run(state, { type: 'undo' }, { type: 'undo' }, { type: 'undo' }, { type: 'undo' });
    expect(texts(state)).toEqual(['Prima', 'A doua', 'A treia']);
    expect(present(state).slides[1]!.slide.data).toMatchObject({ options: [{ id: 'a' }] });
    expect(isDocumentDirty(state)).toBe(false);
    expect(canUndo(state.history)).toBe(false);
    state = run(state, { type: 'redo' }, { type: 'redo' });
    expect(texts(state)).toEqual(['Prima', 'Prima', 'A doua', 'A treia', 'Nouă']);
  });

  it('an edit that changes nothing records nothing; a new edit clears redo', () => {
    const same = run(loaded(), {
      type: 'updateSlide',
      key: 'a',
      slide: { ...present(loaded()).slides[0]!.slide },
    });
    expect(canUndo(same.history)).toBe(false);
    const state = run(
      loaded(),
      { type: 'removeSlide', key: 'a' },
      { type: 'undo' },
      { type: 'removeSlide', key: 'c' },
    );
    expect(canRedo(state.history)).toBe(false);
  });

  it('a reset (load or save) makes the new content the saved one and starts the history over', () => {
    const edited = run(loaded(), { type: 'removeSlide', key: 'a' });
    const saved = run(edited, { type: 'reset', document: present(edited) });
    expect(isDocumentDirty(saved)).toBe(false);
    expect(canUndo(saved.history)).toBe(false);
  });
});

describe('edit history', () => {
  it('merges keystrokes in one field, not in different fields or after a pause', () => {
    let history = createHistory({ a: '', b: '' });
    history = recordEdit(history, (d) => void (d.a = 'x'), { group: 'a', now: 0 });
    history = recordEdit(history, (d) => void (d.a = 'xy'), { group: 'a', now: 100 });
    expect(history.past).toHaveLength(1);
    history = recordEdit(history, (d) => void (d.b = 'z'), { group: 'b', now: 200 });
    history = recordEdit(history, (d) => void (d.b = 'zz'), { group: 'b', now: 200 + COALESCE_MS });
    expect(history.past).toHaveLength(3);
    expect(undo(undo(undo(history))).present).toEqual({ a: '', b: '' });
  });

  it('is bounded: the oldest edits are dropped first', () => {
    let history = createHistory({ n: 0 });
    for (let i = 1; i <= HISTORY_LIMIT + 5; i += 1) history = recordEdit(history, (d) => void (d.n = i));
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    while (canUndo(history)) history = undo(history);
    expect(history.present.n).toBe(5);
  });
});
