import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  LESSON_TYPE_INFO,
  LESSON_TYPES,
  STORAGE_KEYS,
  type AnswerState,
  type Lesson,
  type MyLessonAnswers,
  type Role,
} from '@platform/contracts';
import { fakeJwt } from '../../test/fake-jwt.js';
import { installFakeServer, json, type FakeHandler, type FakeRequest } from '../../test/fake-server.js';
import { demoProfile } from '../../test/demo-profiles.js';
import { renderApp } from '../../test/render-app.js';
import { lessonTypeOfPath } from './completion-access.js';

// The completion page in the running app: real router, guards, store, RTK Query and the slide registry with
// the real plugins; only `fetch` answers from a script (component tests only, the app never mocks).

const flags = { teacherRegistrationOpen: false, forcedSchoolUpdate: false };
const PUPIL_ID = 7;

function lesson(overrides: Partial<Lesson> = {}): Lesson {
  return {
    id: 2,
    type: 'LESSON',
    title: 'Becurile și tuburile de neon',
    description: 'Ce conțin becurile economice și cum le colectăm separat.',
    deadline: null,
    punctajMaxim: 40,
    isHidden: false,
    image: null,
    attemptState: null,
    createdAt: '2026-11-22T08:00:00.000Z',
    updatedAt: '2026-11-22T08:00:00.000Z',
    slides: [
      {
        id: '7',
        number: 1,
        type: 'INFO',
        pluginVersion: '1.0.0',
        schemaVersion: 1,
        data: { markdown: 'Becurile se duc **separat** la colectare.' },
        placeholder: null,
      },
      {
        id: '10',
        number: 2,
        type: 'QUESTION',
        pluginVersion: '1.0.0',
        schemaVersion: 2,
        data: {
          text: 'Ce culoare are containerul pentru DEEE?',
          multiple: false,
          points: 5,
          options: [
            { id: 'opt-1', text: 'Roșu' },
            { id: 'opt-2', text: 'Albastru' },
          ],
        },
        placeholder: null,
      },
    ],
    ...overrides,
  };
}

/** The lesson as staff receive it: stored data, correct answers included. */
function authorLesson(): Lesson {
  const base = lesson();
  const question = base.slides[1]!;
  const data = question.data as { options: { id: string; text: string }[] };
  const options = data.options.map((option, index) => ({ ...option, isCorrect: index === 1 }));
  return { ...base, slides: [base.slides[0]!, { ...question, data: { ...data, options } }] };
}

function mine(state: AnswerState, answered: string[]): MyLessonAnswers {
  return {
    lessonId: 2,
    attempt: {
      id: 1,
      lessonId: 2,
      userId: PUPIL_ID,
      editionId: 2,
      version: 0,
      state,
      punctajFinal: state === 'COMPLETED' ? 40 : 0,
      rejectReason: null,
      startedAt: '2026-11-22T07:00:00.000Z',
      completedAt: state === 'IN_PROGRESS' ? null : '2026-11-22T07:30:00.000Z',
    },
    answers: answered.map((slideId, index) => ({
      id: index + 1,
      slideId,
      lessonId: 2,
      userId: PUPIL_ID,
      editionId: 2,
      answer: { seen: true },
      state,
      rejectReason: null,
      points: 0,
      version: 0,
      startedAt: '2026-11-22T07:00:00.000Z',
      timestamp: '2026-11-22T07:01:00.000Z',
      feedback: null,
    })),
  };
}

function signIn(role: Role, sub = String(PUPIL_ID)) {
  localStorage.setItem(STORAGE_KEYS.token, fakeJwt({ role, sub, email: 'elev@demo.ro' }));
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
}

/** The signed-in user's profile: enabled, at a school, registration done (no forced page). */
const profileOf = (role: Role) =>
  json(
    200,
    demoProfile({
      role,
      id: PUPIL_ID,
      isEnabled: true,
      schoolId: 1,
      hasSchoolRegistrationFormCompleted: true,
    }),
  );

function server(routes: (request: FakeRequest) => Response | null, role: Role = 'ELEV') {
  const handler: FakeHandler = (request) => {
    const answer = routes(request);
    if (answer) return answer;
    if (request.path === '/settings/feature-flags') return json(200, flags);
    return profileOf(role);
  };
  return installFakeServer(handler);
}

const apiCalls = (requests: FakeRequest[], prefix: string) =>
  requests.filter((request) => request.path.startsWith(prefix));

async function waitForEnabled(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled(), { timeout: 3_000 });
  return button;
}

describe('completion page', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('resumes at the first unanswered slide, checks the answer with the plugin, then scores and congratulates', async () => {
    signIn('ELEV');
    const fake = server((request) => {
      if (request.path === '/lessons/2') return json(200, lesson({ attemptState: 'IN_PROGRESS' }));
      if (request.path === '/answers/lessons/2') return json(200, mine('IN_PROGRESS', ['7']));
      if (request.path === '/answers' && request.method === 'POST')
        return json(200, { punctajFinal: 20, isLessonCompletedNow: true, lessonId: 2, userId: PUPIL_ID });
      return null;
    });
    renderApp('/completare-lectie/id/2');

    expect(await screen.findByText('Ai completat 1 din 2 intrebari')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continua lecția' }));
    expect(await screen.findByText('2 / 2 slide-uri')).toBeInTheDocument();
    expect(await screen.findByText('Ce culoare are containerul pentru DEEE?')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Finalizează' }));
    expect((await screen.findAllByText('Răspunsul este invalid')).length).toBeGreaterThan(0);
    expect(apiCalls(fake.requests, '/answers').filter((r) => r.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('Albastru'));
    fireEvent.click(await waitForEnabled('Finalizează'));
    expect(
      await screen.findByRole('heading', { name: 'Felicitări' }, { timeout: 3_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ai obținut 20 de puncte.')).toBeInTheDocument();
    // A toast: its library is fetched on the first toast, so it may show after the card.
    expect(
      await screen.findByText('Lecție completată cu succes!', {}, { timeout: 3_000 }),
    ).toBeInTheDocument();
    const posted = fake.requests.filter((r) => r.method === 'POST' && r.path === '/answers');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).toEqual({
      slideId: '10',
      lessonId: 2,
      userId: PUPIL_ID,
      answer: { selectedOptionIds: ['opt-2'] },
    });
  });

  it('shows the feedback of answers given before a reload on the completion card (issue 12)', async () => {
    signIn('ELEV');
    // The question first, answered (wrong) before the reload; the INFO slide is left.
    const [info, question] = lesson().slides;
    const questionFirst = lesson({
      attemptState: 'IN_PROGRESS',
      slides: [
        { ...question!, number: 1 },
        { ...info!, number: 2 },
      ],
    });
    const answeredQuestion = mine('IN_PROGRESS', ['10']);
    answeredQuestion.answers[0] = {
      ...answeredQuestion.answers[0]!,
      answer: { selectedOptionIds: ['opt-1'] },
      feedback: {
        outcome: 'incorrect',
        items: [
          { id: 'opt-1', chosen: true, correct: false },
          { id: 'opt-2', chosen: false, correct: true },
        ],
      },
    };
    server((request) => {
      if (request.path === '/lessons/2') return json(200, questionFirst);
      if (request.path === '/answers/lessons/2') return json(200, answeredQuestion);
      if (request.path === '/answers' && request.method === 'POST')
        return json(200, {
          punctajFinal: 0,
          isLessonCompletedNow: true,
          lessonId: 2,
          userId: PUPIL_ID,
          feedback: null,
        });
      return null;
    });
    renderApp('/completare-lectie/id/2');
    fireEvent.click(await screen.findByRole('button', { name: 'Continua lecția' }));
    await screen.findByText(/Becurile se duc/, {}, { timeout: 5_000 });
    fireEvent.click(await waitForEnabled('Finalizează'));
    expect(
      await screen.findByRole('heading', { name: 'Felicitări' }, { timeout: 3_000 }),
    ).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Rezultatele tale' });
    expect(within(results).getByText(/Slide-ul 1: Răspuns greșit/)).toBeInTheDocument();
  });

  it('warns and reloads when the server already holds the answer (409)', async () => {
    signIn('ELEV');
    const fake = server((request) => {
      if (request.path === '/lessons/2') return json(200, lesson());
      if (request.path === '/answers/lessons/2')
        return json(200, { lessonId: 2, attempt: null, answers: [] });
      if (request.path === '/answers' && request.method === 'POST')
        return json(409, { message: 'Ai început deja această lecție', errors: {} });
      return null;
    });
    renderApp('/completare-lectie/id/2');
    fireEvent.click(await screen.findByRole('button', { name: 'Incepe lecția' }));
    await screen.findByText(/Becurile se duc/, {}, { timeout: 5_000 });
    fireEvent.click(await waitForEnabled('Trimite răspuns'));
    expect(
      await screen.findByText('Ai început deja această lecție. Te rugăm să continui de unde ai rămas.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(apiCalls(fake.requests, '/answers/lessons/2')).toHaveLength(2));
  });

  it("says 'Eroare la salvarea răspunsului' when the server sends no message", async () => {
    signIn('ELEV');
    server((request) => {
      if (request.path === '/lessons/2') return json(200, lesson());
      if (request.path === '/answers/lessons/2')
        return json(200, { lessonId: 2, attempt: null, answers: [] });
      if (request.path === '/answers') return json(400, { errors: {} });
      return null;
    });
    renderApp('/completare-lectie/id/2');
    fireEvent.click(await screen.findByRole('button', { name: 'Incepe lecția' }));
    await screen.findByText(/Becurile se duc/, {}, { timeout: 5_000 });
    fireEvent.click(await waitForEnabled('Trimite răspuns'));
    expect(await screen.findByText('Eroare la salvarea răspunsului')).toBeInTheDocument();
    expect(screen.getByText('1 / 2 slide-uri')).toBeInTheDocument();
  });

  it('previews without a single call to the answers API and navigates freely', async () => {
    signIn('ADMIN', '1');
    const fake = server(
      (request) => (request.path === '/lessons/2' ? json(200, authorLesson()) : null),
      'ADMIN',
    );
    renderApp('/completare-lectie/id/2/preview');
    expect(
      await screen.findByText('Mod previzualizare - răspunsurile nu vor fi salvate'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Incepe lecția' }));
    await screen.findByText(/Becurile se duc/, {}, { timeout: 5_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Omite' }));
    expect(await screen.findByText('2 / 2 slide-uri')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Înapoi' }));
    expect(await screen.findByText('1 / 2 slide-uri')).toBeInTheDocument();
    fireEvent.click(await waitForEnabled('Trimite răspuns'));
    await screen.findByText('2 / 2 slide-uri', {}, { timeout: 3_000 });
    fireEvent.click(await screen.findByLabelText('Roșu'));
    fireEvent.click(await waitForEnabled('Finalizează'));
    expect(
      await screen.findByRole('heading', { name: 'Felicitări' }, { timeout: 3_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('În modul previzualizare nu se acordă puncte.')).toBeInTheDocument();
    expect(apiCalls(fake.requests, '/answers')).toHaveLength(0);
    expect(apiCalls(fake.requests, '/lessons/2')).toHaveLength(1);
  });

  it('replays a completed lesson in practice mode: banner, no points, a toast without points', async () => {
    signIn('ELEV');
    server((request) => {
      if (request.path === '/lessons/2') return json(200, lesson({ slides: [lesson().slides[0]!] }));
      if (request.path === '/answers/lessons/2') return json(200, mine('COMPLETED', ['7']));
      if (request.path === '/answers')
        return json(200, { punctajFinal: null, isLessonCompletedNow: null, lessonId: 2, userId: PUPIL_ID });
      return null;
    });
    renderApp('/completare-lectie/id/2');
    expect(await screen.findByText('Mod exersare')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Incepe lecția' }));
    await screen.findByText(/Becurile se duc/, {}, { timeout: 5_000 });
    fireEvent.click(await waitForEnabled('Finalizează'));
    expect(
      await screen.findByRole('heading', { name: 'Felicitări' }, { timeout: 3_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('În modul exersare nu se acordă puncte.')).toBeInTheDocument();
    // The toast renders after the card (react-toastify's container updates on its own tick).
    expect(
      await screen.findByText('Ai terminat exersarea. Răspunsurile nu au fost salvate.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Ai obținut/)).not.toBeInTheDocument();
  });

  it('refuses to skip or go back in homework with the spec warnings', async () => {
    signIn('ELEV');
    server((request) => {
      if (request.path === '/lessons/4') return json(200, lesson({ id: 4, type: 'HOMEWORK' }));
      if (request.path === '/answers/lessons/4')
        return json(200, { lessonId: 4, attempt: null, answers: [] });
      return null;
    });
    renderApp('/completare-tema-pentru-acasa/id/4');
    fireEvent.click(await screen.findByRole('button', { name: 'Incepe lecția' }));
    await screen.findByText(/Becurile se duc/, {}, { timeout: 5_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Omite' }));
    expect(
      await screen.findByText('Nu poți sări peste slide-uri în acest tip de lecție'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Înapoi' }));
    expect(await screen.findByText('Nu poți naviga liber în acest tip de lecție')).toBeInTheDocument();
    expect(screen.getByText('1 / 2 slide-uri')).toBeInTheDocument();
  });

  it("asks for the lesson and the pupil's answers at once, not one after the other", async () => {
    signIn('ELEV');
    let answersAsked!: () => void;
    const answersRequest = new Promise<void>((resolve) => (answersAsked = resolve));
    let lessonWaitedInVain = false;
    const handler: FakeHandler = async (request) => {
      if (request.path === '/lessons/2') {
        // The lesson answers only once the answers were asked for (or after 2 s, marked as a failure).
        const timedOut = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 2_000));
        lessonWaitedInVain = (await Promise.race([answersRequest, timedOut])) === 'timeout';
        return json(200, lesson());
      }
      if (request.path === '/answers/lessons/2') {
        answersAsked();
        return json(200, { lessonId: 2, attempt: null, answers: [] });
      }
      if (request.path === '/settings/feature-flags') return json(200, flags);
      return profileOf('ELEV');
    };
    installFakeServer(handler);
    renderApp('/completare-lectie/id/2');
    expect(await screen.findByRole('button', { name: 'Incepe lecția' })).toBeInTheDocument();
    expect(lessonWaitedInVain).toBe(false);
  });

  it('asks for the lesson and the answers while the profile is on its way, and only once', async () => {
    signIn('ELEV');
    let answerProfile!: () => void;
    const profileHeld = new Promise<void>((resolve) => (answerProfile = resolve));
    const fake = installFakeServer(async (request) => {
      if (request.path === '/lessons/2') return json(200, lesson());
      if (request.path === '/answers/lessons/2')
        return json(200, { lessonId: 2, attempt: null, answers: [] });
      if (request.path === '/settings/feature-flags') return json(200, flags);
      await profileHeld;
      return profileOf('ELEV');
    });
    renderApp('/completare-lectie/id/2');
    await waitFor(() => expect(apiCalls(fake.requests, '/answers/lessons/2')).toHaveLength(1));
    expect(apiCalls(fake.requests, '/lessons/2')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Incepe lecția' })).not.toBeInTheDocument();
    answerProfile();
    expect(await screen.findByRole('button', { name: 'Incepe lecția' })).toBeInTheDocument();
    expect(apiCalls(fake.requests, '/lessons/2')).toHaveLength(1);
    expect(apiCalls(fake.requests, '/answers/lessons/2')).toHaveLength(1);
  });

  it('asks nothing ahead for a preview, or for a teacher, who may not complete', async () => {
    // What the page shows once the profile is in, and the lesson calls it makes itself (a preview opened
    // directly reads the lesson once; a locked-out teacher reads nothing). Never the pupil's answers.
    for (const [role, path, screenText, ownLessonCalls] of [
      ['ELEV', '/completare-lectie/id/2/preview', 'Mod previzualizare - răspunsurile nu vor fi salvate', 1],
      ['PROFESOR', '/completare-lectie/id/2', 'Acces temporar restrictionat', 0],
    ] as const) {
      localStorage.clear();
      signIn(role);
      let answerProfile!: () => void;
      const profileHeld = new Promise<void>((resolve) => (answerProfile = resolve));
      const fake = installFakeServer(async (request) => {
        if (request.path === '/settings/feature-flags') return json(200, flags);
        if (request.path !== '/users/profile') return json(200, lesson());
        await profileHeld;
        return profileOf(role);
      });
      const view = renderApp(path);
      await waitFor(() => expect(fake.requests.some((r) => r.path === '/users/profile')).toBe(true));
      answerProfile();
      expect(await screen.findByText(screenText)).toBeInTheDocument();
      expect(apiCalls(fake.requests, '/lessons')).toHaveLength(ownLessonCalls);
      expect(apiCalls(fake.requests, '/answers')).toHaveLength(0);
      view.unmount();
    }
  });

  it("shows 'Nu s-a putut încărca lecția' with a retry that loads it when no answer comes back", async () => {
    signIn('ELEV');
    let failing = true;
    server((request) => {
      if (request.path === '/lessons/2') {
        // What fetch does when the network is down: no response at all.
        if (failing) throw new TypeError('Failed to fetch');
        return json(200, lesson());
      }
      if (request.path === '/answers/lessons/2')
        return json(200, { lessonId: 2, attempt: null, answers: [] });
      return null;
    });
    renderApp('/completare-lectie/id/2');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nu s-a putut încărca lecția')).toBeInTheDocument();
    expect(
      within(alert).getByText('Verifică conexiunea la internet și încearcă din nou.'),
    ).toBeInTheDocument();
    failing = false;
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Reîncearcă' })));
    expect(await screen.findByRole('button', { name: 'Incepe lecția' })).toBeInTheDocument();
  });

  describe.each(LESSON_TYPES.map((type) => [type, LESSON_TYPE_INFO[type].completePath] as const))(
    'a missing or foreign lesson on %s (%s)',
    (type, completePath) => {
      it.each([
        [404, 'Lecția nu a fost găsită'],
        [403, 'Nu aveți acces la această lecție'],
      ])("shows the server's %s message, not a connection hint", async (status, message) => {
        signIn('ELEV');
        const fake = server((request) =>
          request.path.startsWith('/lessons/3') ? json(status, { message, errors: {} }) : null,
        );
        renderApp(`${completePath}/3`);
        const alert = (await screen.findByText(message)).closest<HTMLElement>('[role="alert"]')!;
        expect(alert).toBeInTheDocument();
        expect(within(alert).queryByText(/conexiunea/)).not.toBeInTheDocument();
        expect(within(alert).queryByRole('button', { name: 'Reîncearcă' })).not.toBeInTheDocument();
        expect(within(alert).getByRole('link', { name: 'Acasă' })).toHaveAttribute('href', '/');
        // A refusal is final: the page asked once and does not retry by itself.
        expect(apiCalls(fake.requests, '/lessons/3')).toHaveLength(1);
        expect(lessonTypeOfPath(`${completePath}/3`)).toBe(type);
      });
    },
  );

  it("locks a teacher out of a scored completion ('Acces temporar restrictionat') but lets them preview", async () => {
    signIn('PROFESOR', '3');
    const fake = server(() => null, 'PROFESOR');
    renderApp('/completare-tema-pentru-acasa/id/4');
    expect(await screen.findByText('Acces temporar restrictionat')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deschide previzualizarea' })).toHaveAttribute(
      'href',
      '/completare-tema-pentru-acasa/id/4/preview',
    );
    expect(apiCalls(fake.requests, '/lessons')).toHaveLength(0);
  });

  it("shows 'Sesiune expirată' with a reload button when the token has no user id", async () => {
    signIn('ELEV', 'not-a-number');
    const fake = server(() => null);
    renderApp('/completare-lectie/id/2');
    expect(await screen.findByText('Sesiune expirată')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reîncarcă pagina' })).toBeInTheDocument();
    expect(apiCalls(fake.requests, '/lessons')).toHaveLength(0);
  });
});
