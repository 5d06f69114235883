import { slidesReducer, type EditorSlide } from './editor-slides.js';

const unknown = { type: 'FUTURE_POLL', pluginVersion: '9.0.0', schemaVersion: 4, data: { anything: [1, 2] } };
const rows: EditorSlide[] = [
  {
    key: 'a',
    slide: { id: '1', number: 1, type: 'INFO', pluginVersion: '1.0.0', schemaVersion: 1, data: { a: 1 } },
  },
  { key: 'b', slide: { id: '2', number: 2, ...unknown } },
  { key: 'c', slide: { number: 3, type: 'TEXT', pluginVersion: '1.0.0', schemaVersion: 1, data: {} } },
];

describe('slidesReducer', () => {
  it('moves and renumbers, keeping every other field verbatim', () => {
    const moved = slidesReducer(rows, { type: 'move', from: 1, to: 0 });
    expect(moved.map((row) => row.key)).toEqual(['b', 'a', 'c']);
    expect(moved[0]!.slide).toEqual({ id: '2', number: 1, ...unknown });
    expect(moved.map((row) => row.slide.number)).toEqual([1, 2, 3]);
  });

  it('ignores moves outside the list', () => {
    expect(slidesReducer(rows, { type: 'move', from: 0, to: 3 })).toBe(rows);
    expect(slidesReducer(rows, { type: 'move', from: -1, to: 0 })).toBe(rows);
  });

  it('updates one slide, keeping its id and number; removes and renumbers', () => {
    const updated = slidesReducer(rows, {
      type: 'update',
      key: 'a',
      slide: { type: 'INFO', pluginVersion: '1.0.1', schemaVersion: 1, data: { a: 2 } },
    });
    expect(updated[0]!.slide).toEqual({
      id: '1',
      number: 1,
      type: 'INFO',
      pluginVersion: '1.0.1',
      schemaVersion: 1,
      data: { a: 2 },
    });
    expect(updated[1]).toBe(rows[1]);
    const removed = slidesReducer(rows, { type: 'remove', key: 'a' });
    expect(removed.map((row) => [row.key, row.slide.number])).toEqual([
      ['b', 1],
      ['c', 2],
    ]);
  });
});
