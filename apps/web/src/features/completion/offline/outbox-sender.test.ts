import 'fake-indexeddb/auto';
import type { SubmitAnswerResponse } from '@platform/contracts';
import { deleteDraftsOf, loadDrafts, saveDraft } from './draft-store.js';
import { loadPhoto, savePhoto, toDisplayableAnswer } from './offline-photos.js';
import { dismissConflict, flushOutbox, type OutboxTransport, type SendOutcome } from './outbox-sender.js';
import { enqueueAnswer, listOutbox, removeOutboxEntry } from './outbox-store.js';

let blobs = 0;
beforeAll(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = () => `blob:http://localhost/${++blobs}`;
  URL.revokeObjectURL = () => undefined;
});

const USER = 7;
const LESSON = 42;
const response = (slideId: string): SubmitAnswerResponse => ({
  punctajFinal: slideId === 's3' ? 30 : 0,
  isLessonCompletedNow: slideId === 's3',
  feedback: null,
  lessonId: LESSON,
  userId: USER,
});

function fakeTransport(outcomes: Record<string, SendOutcome> = {}) {
  const calls: string[] = [];
  const transport: OutboxTransport & { calls: string[]; sent: unknown[] } = {
    calls,
    sent: [],
    prepare: async () => {
      calls.push('prepare');
      return true;
    },
    uploadPhoto: async () => {
      calls.push('upload');
      return { kind: 'uploaded', url: '/api/files/LESSON_ANSWER_PHOTOS/p1.jpg' };
    },
    async send(entry) {
      calls.push(`send ${entry.slideId} ${entry.id}`);
      transport.sent.push(entry.answer);
      return outcomes[entry.slideId] ?? { kind: 'stored', response: response(entry.slideId) };
    },
  };
  return transport;
}

const entry = (slideId: string, answer: unknown, position: number) => ({
  id: `key-${slideId}-${Math.random().toString(36).slice(2, 10)}`,
  userId: USER,
  lessonId: LESSON,
  lessonTitle: 'Tema de test',
  slideId,
  slidePosition: position,
  slideCount: 3,
  answer,
});

afterEach(async () => {
  for (const item of await listOutbox(USER)) await removeOutboxEntry(item.id);
  await deleteDraftsOf(USER);
});

describe('drafts', () => {
  it('are kept per user, lesson and slide, and a logout deletes only that user’s', async () => {
    await saveDraft({ userId: USER, lessonId: LESSON, slideId: 's1' }, { text: 'Am găsit o baterie' });
    await saveDraft({ userId: USER, lessonId: 99, slideId: 's1' }, { text: 'altă lecție' });
    await saveDraft({ userId: 8, lessonId: LESSON, slideId: 's1' }, { text: 'alt elev' });
    expect(await loadDrafts(USER, LESSON)).toEqual({ s1: { text: 'Am găsit o baterie' } });
    await deleteDraftsOf(USER);
    expect(await loadDrafts(USER, LESSON)).toEqual({});
    expect(await loadDrafts(8, LESSON)).toEqual({ s1: { text: 'alt elev' } });
    await deleteDraftsOf(8);
  });
});

describe('the outbox', () => {
  it('sends in order with each entry’s id, uploads a queued photo first, then drops drafts and photos', async () => {
    const photo = await savePhoto(new Blob(['jpeg bytes'], { type: 'image/jpeg' }));
    const first = await enqueueAnswer(entry('s1', { seen: true }, 1));
    const second = await enqueueAnswer(entry('s2', { photoUrls: [photo.url] }, 2));
    const third = await enqueueAnswer(entry('s3', { text: 'Răspunsul meu' }, 3));
    await saveDraft({ userId: USER, lessonId: LESSON, slideId: 's2' }, { photoUrls: [photo.url] });
    // Stored on the device as a reference to the file, not as the page's blob: URL.
    const stored = (await listOutbox(USER)).find((item) => item.slideId === 's2')!;
    const ref = (stored.answer as { photoUrls: string[] }).photoUrls[0]!;
    expect(ref).toMatch(/^offline-photo:/);
    expect(await toDisplayableAnswer(stored.answer)).toEqual({ photoUrls: [photo.url] });

    const transport = fakeTransport();
    const report = await flushOutbox(USER, transport);

    expect(transport.calls).toEqual([
      'prepare',
      `send s1 ${first.id}`,
      'upload',
      `send s2 ${second.id}`,
      `send s3 ${third.id}`,
    ]);
    expect(transport.sent[1]).toEqual({ photoUrls: ['/api/files/LESSON_ANSWER_PHOTOS/p1.jpg'] });
    expect(report.stored.map((item) => item.response.isLessonCompletedNow)).toEqual([false, false, true]);
    expect(await listOutbox(USER)).toEqual([]);
    expect(await loadDrafts(USER, LESSON)).toEqual({});
    expect(await loadPhoto(ref)).toBeUndefined();
  });

  it('keeps a refused answer as a conflict with the server’s reason until it is dismissed, and goes on', async () => {
    await enqueueAnswer(entry('s1', { seen: true }, 1));
    await enqueueAnswer(entry('s2', { text: 'târziu' }, 2));
    const deadline = 'Termenul limită al acestei activități a expirat. Răspunsul nu mai poate fi trimis.';
    const report = await flushOutbox(
      USER,
      fakeTransport({ s1: { kind: 'refused', status: 400, message: deadline } }),
    );
    expect(report.refused.map((item) => item.slideId)).toEqual(['s1']);
    expect(report.stored.map((item) => item.entry.slideId)).toEqual(['s2']);
    const [conflict] = await listOutbox(USER);
    expect(conflict).toMatchObject({
      state: 'conflict',
      slideId: 's1',
      conflict: { status: 400, message: deadline },
    });

    // A later run does not send it again; dismissing removes it.
    const again = fakeTransport();
    await flushOutbox(USER, again);
    expect(again.calls).toEqual([]);
    await dismissConflict(conflict!);
    expect(await listOutbox(USER)).toEqual([]);
  });

  it('stops without network or session and keeps the rest queued, in order, for the next run', async () => {
    const first = await enqueueAnswer(entry('s1', { seen: true }, 1));
    await enqueueAnswer(entry('s2', { seen: true }, 2));
    const offline = await flushOutbox(USER, fakeTransport({ s1: { kind: 'stopped', reason: 'network' } }));
    expect(offline).toEqual({ stored: [], refused: [], stoppedBy: 'network' });
    expect((await listOutbox(USER)).map((item) => item.state)).toEqual(['queued', 'queued']);

    const signedOut = fakeTransport();
    signedOut.prepare = async () => false;
    expect((await flushOutbox(USER, signedOut)).stoppedBy).toBe('session');
    expect(signedOut.calls).toEqual([]);

    // Another user's session never sends this user's answers.
    const otherUser = fakeTransport();
    expect(await flushOutbox(8, otherUser)).toEqual({ stored: [], refused: [], stoppedBy: null });
    expect(otherUser.calls).toEqual([]);

    const back = fakeTransport();
    await flushOutbox(USER, back);
    expect(back.calls[1]).toBe(`send s1 ${first.id}`);
    expect(await listOutbox(USER)).toEqual([]);
  });
});
