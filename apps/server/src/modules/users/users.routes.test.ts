import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  CONSENT_FLAGS,
  PARENTAL_APPROVAL_MESSAGES,
  PROFILE_MESSAGES,
  USER_MESSAGES,
  GENERIC_MESSAGES,
} from '@platform/contracts';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { multipart, PNG_BYTES } from '../../../test/support/fixtures.js';
import { editions, lessonAttempts, parentalConsents, users } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const userByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;
const inject = async (method: 'GET' | 'PATCH', url: string, as: string, payload?: object) =>
  t.app.inject({ method, url, headers: await t.authAs(as), payload });

/** Final points of the pupil's completed or approved attempts in the current edition, summed in SQL. */
async function expectedPupilPoints(userId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ points: sql<string>`coalesce(sum(${lessonAttempts.punctajFinal}), 0)` })
    .from(lessonAttempts)
    .innerJoin(editions, eq(editions.id, lessonAttempts.editionId))
    .where(
      and(
        eq(lessonAttempts.userId, userId),
        eq(editions.isCurrentEdition, true),
        inArray(lessonAttempts.state, ['COMPLETED', 'APPROVED']),
      ),
    );
  return Number(row!.points);
}

describe('profile', () => {
  it('shows read-only codes, school and points', async () => {
    const pupil = (await inject('GET', '/api/users/profile', 'elev@demo.ro')).json();
    expect(pupil).toMatchObject({
      email: 'elev@demo.ro',
      role: 'ELEV',
      codProfesor: 'DEMOPROF',
      codSe: 'SE0001',
      points: await expectedPupilPoints(pupil.id),
    });
    expect(pupil.points).toBeGreaterThan(0);
    const teacher = (await inject('GET', '/api/users/profile', 'profesor@demo.ro')).json();
    expect(teacher).toMatchObject({
      codProfesor: 'DEMOPROF',
      codSe: 'SE0001',
      numeInstitutieInvatamant: 'Școala Gimnazială nr. 1 Demo',
    });
    expect(teacher.schoolUpdatedAt).toMatch(/^2025-09-15/);
    expect((await inject('GET', '/api/users/profile', 'admin@demo.ro')).json()).toMatchObject({
      points: null,
      codSe: null,
    });
  });

  it('shows a pupil with no attempts 0 points, with no teacher no code, and no points while no edition is current', async () => {
    expect((await inject('GET', '/api/users/profile', 'elev.nou@demo.ro')).json().points).toBe(0);
    const pupil = await userByEmail('elev@demo.ro');
    const [current] = await t.database.db.select().from(editions).where(eq(editions.isCurrentEdition, true));
    await t.database.db.update(users).set({ teacherId: null }).where(eq(users.id, pupil.id));
    await t.database.db.update(editions).set({ isCurrentEdition: false }).where(eq(editions.id, current!.id));
    try {
      expect((await inject('GET', '/api/users/profile', 'elev@demo.ro')).json()).toMatchObject({
        codProfesor: null,
        codSe: 'SE0001',
        points: null,
      });
      expect((await inject('GET', '/api/users/profile', 'profesor@demo.ro')).json()).toMatchObject({
        codProfesor: 'DEMOPROF',
        points: null,
      });
    } finally {
      await t.database.db
        .update(editions)
        .set({ isCurrentEdition: true })
        .where(eq(editions.id, current!.id));
      await t.database.db.update(users).set({ teacherId: pupil.teacherId }).where(eq(users.id, pupil.id));
    }
    expect((await inject('GET', '/api/users/profile', 'elev@demo.ro')).json().codProfesor).toBe('DEMOPROF');
  });

  it('lets pupils edit nickname and clasa only', async () => {
    const ok = await inject('PATCH', '/api/users/profile', 'elev@demo.ro', {
      nickname: ' Andi ',
      clasa: 'a VII-a',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ nickname: 'Andi', clasa: 'a VII-a' });
    const refused = await inject('PATCH', '/api/users/profile', 'elev@demo.ro', { nume: 'Alt Nume' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ nume: PROFILE_MESSAGES.fieldNotEditable });
    expect((await userByEmail('elev@demo.ro')).nume).toBe('Andrei Elev');
  });

  it('lets other roles edit nume and telefon only', async () => {
    const ok = await inject('PATCH', '/api/users/profile', 'logistica@demo.ro', {
      nume: 'Lia Nouă',
      telefon: '0711111111',
    });
    expect(ok.json()).toMatchObject({ nume: 'Lia Nouă', telefon: '0711111111' });
    expect((await inject('PATCH', '/api/users/profile', 'admin@demo.ro', { clasa: 'X' })).statusCode).toBe(
      400,
    );
    expect(
      (await inject('PATCH', '/api/users/profile', 'admin@demo.ro', { email: 'x@y.ro' })).statusCode,
    ).toBe(400);
    expect((await inject('PATCH', '/api/users/profile', 'admin@demo.ro', { nume: '' })).statusCode).toBe(400);
    expect((await userByEmail('admin@demo.ro')).nume).toBe('Ana Administrator');
  });

  it('accepts only the teacher’s own protocol uploads', async () => {
    const upload = multipart('file', 'protocol.png', PNG_BYTES);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload?folder=USER_PROTOCOLS',
      headers: { ...(await t.authAs('profesor@demo.ro')), ...upload.headers },
      payload: upload.payload,
    });
    const { url } = uploaded.json();
    const ok = await inject('PATCH', '/api/users/profile', 'profesor@demo.ro', {
      protocolDeColaborare: [url],
    });
    expect(ok.json().protocolDeColaborare).toEqual([url]);
    const foreign = await inject('PATCH', '/api/users/profile', 'profesor@demo.ro', {
      protocolDeColaborare: ['/api/files/00000000-0000-0000-0000-000000000000'],
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('users report', () => {
  it('filters by repeated role, isEnabled and text, pages and sorts', async () => {
    const response = await inject(
      'GET',
      '/api/users/report?role=ELEV&role=PROFESOR&sort=nume,asc&size=2&page=0',
      'admin@demo.ro',
    );
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.totalElements).toBe(4);
    expect(page.totalPages).toBe(2);
    expect(page.content.map((u: { nume: string }) => u.nume)).toEqual(['Andrei Elev', 'Bianca Elev Nou']);
    expect(page.pageable).toEqual({ pageNumber: 0, pageSize: 2, sort: 'nume,asc' });

    const disabled = (
      await inject('GET', '/api/users/report?isEnabled=false&role=ELEV', 'admin@demo.ro')
    ).json();
    expect(disabled.content.map((u: { email: string }) => u.email)).toEqual(['elev.nou@demo.ro']);
    const text = (
      await inject('GET', '/api/users/report?email=PROGRAMATOR&schoolName=', 'admin@demo.ro')
    ).json();
    expect(text.content.map((u: { email: string }) => u.email)).toEqual(['programator@demo.ro']);
    const school = (
      await inject('GET', '/api/users/report?schoolName=gimnaziala%20nr.%201&role=PROFESOR', 'admin@demo.ro')
    ).json();
    expect(school.content[0]).toMatchObject({
      email: 'profesor@demo.ro',
      school: { codSe: 'SE0001', judet: 'București' },
    });
  });

  it('shows the temporary password column only to ADMIN', async () => {
    await t.database.db
      .update(users)
      .set({ plainTextPassword: 'Temp-1234' })
      .where(eq(users.email, 'sync@demo.ro'));
    const admin = (await inject('GET', '/api/users/report?email=sync', 'admin@demo.ro')).json();
    const dbest = (await inject('GET', '/api/users/report?email=sync', 'programator@demo.ro')).json();
    expect(admin.content[0].plainTextPassword).toBe('Temp-1234');
    expect(dbest.content[0].plainTextPassword).toBeNull();
  });

  it('limits a teacher to the pupils of their school', async () => {
    const page = (await inject('GET', '/api/users/report?role=ADMIN', 'profesor@demo.ro')).json();
    expect(page.content.map((u: { email: string }) => u.email).sort()).toEqual([
      'elev.nou@demo.ro',
      'elev@demo.ro',
    ]);
    const awaiting = await inject('GET', '/api/users/report', 'profesor.nou@demo.ro');
    expect(awaiting.statusCode).toBe(403);
    expect(awaiting.json().message).toBe(ACCOUNT_MESSAGES.accountNotEnabled);
  });

  it('rejects bad query parameters with 400', async () => {
    for (const query of [
      'role=ROOT',
      'isEnabled=maybe',
      'size=0',
      'page=-1',
      'sort=parola,asc',
      'sort=nume',
    ]) {
      const response = await inject('GET', `/api/users/report?${query}`, 'admin@demo.ro');
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors).length, query).toBeGreaterThan(0);
    }
  });
});

describe('activation and phone notes', () => {
  it('lets a teacher toggle only their own school’s pupils', async () => {
    const pupil = await userByEmail('elev@demo.ro');
    const off = await inject('PATCH', '/api/users/update-activation', 'profesor@demo.ro', {
      id: pupil.id,
      isEnabled: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().isEnabled).toBe(false);
    await inject('PATCH', '/api/users/update-activation', 'profesor@demo.ro', {
      id: pupil.id,
      isEnabled: true,
    });
    expect((await userByEmail('elev@demo.ro')).isEnabled).toBe(true);

    const admin = await userByEmail('admin@demo.ro');
    const foreign = await inject('PATCH', '/api/users/update-activation', 'profesor@demo.ro', {
      id: admin.id,
      isEnabled: false,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(USER_MESSAGES.notYourPupil);
    const other = await inject('PATCH', '/api/users/update-activation', 'profesor.nou@demo.ro', {
      id: pupil.id,
      isEnabled: false,
    });
    expect(other.statusCode).toBe(403);
    expect((await userByEmail('elev@demo.ro')).isEnabled).toBe(true);
  });

  it('lets ADMIN enable anyone; unknown ids are 404; bad bodies 400', async () => {
    const teacher = await userByEmail('profesor.nou@demo.ro');
    expect(
      (
        await inject('PATCH', '/api/users/update-activation', 'admin@demo.ro', {
          id: teacher.id,
          isEnabled: true,
        })
      ).statusCode,
    ).toBe(200);
    await inject('PATCH', '/api/users/update-activation', 'admin@demo.ro', {
      id: teacher.id,
      isEnabled: false,
    });
    expect(
      (
        await inject('PATCH', '/api/users/update-activation', 'admin@demo.ro', {
          id: 999999,
          isEnabled: true,
        })
      ).statusCode,
    ).toBe(404);
    const bad = await inject('PATCH', '/api/users/update-activation', 'admin@demo.ro', {
      id: 'x',
      isEnabled: 'da',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['id', 'isEnabled']);
    expect((await userByEmail('profesor.nou@demo.ro')).isEnabled).toBe(false);
  });

  it('saves a trimmed phone-call note', async () => {
    const teacher = await userByEmail('profesor.nou@demo.ro');
    const response = await inject('PATCH', `/api/users/${teacher.id}/phone-call-note`, 'admin@demo.ro', {
      phoneCallNote: '  sunat luni  ',
    });
    expect(response.json().phoneCallNote).toBe('sunat luni');
    expect(
      (await inject('PATCH', `/api/users/${teacher.id}/phone-call-note`, 'admin@demo.ro', {})).statusCode,
    ).toBe(400);
    expect(
      (
        await inject('PATCH', `/api/users/${teacher.id}/phone-call-note`, 'admin@demo.ro', {
          phoneCallNote: 'x'.repeat(2001),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await inject('PATCH', '/api/users/999999/phone-call-note', 'admin@demo.ro', { phoneCallNote: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await userByEmail('profesor.nou@demo.ro')).phoneCallNote).toBe('sunat luni');
  });
});

describe('parental approval', () => {
  const allFlags = Object.fromEntries(CONSENT_FLAGS.map((flag) => [flag, true]));

  async function uploadSignature(as: string): Promise<string> {
    const upload = multipart('file', 'semnatura.png', PNG_BYTES, 'image/png');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload?folder=PARENT_SIGNATURES',
      headers: { ...(await t.authAs(as)), ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json().url;
  }

  it('requires the signature and all eight flags, changing nothing otherwise', async () => {
    const missing = await inject('PATCH', '/api/users/signature', 'elev.nou@demo.ro', {
      ...allFlags,
      amFostInformati: false,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: PARENTAL_APPROVAL_MESSAGES.allRequired,
      errors: {
        signature: PARENTAL_APPROVAL_MESSAGES.signatureRequired,
        amFostInformati: GENERIC_MESSAGES.fieldMustBeChecked,
      },
    });
    const foreign = await inject('PATCH', '/api/users/signature', 'elev.nou@demo.ro', {
      ...allFlags,
      signature: await uploadSignature('elev@demo.ro'),
    });
    expect(foreign.statusCode).toBe(400);
    expect((await userByEmail('elev.nou@demo.ro')).isEnabled).toBe(false);
  });

  it('stores the consent record and enables the pupil; the refreshed token says so', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: 'elev.nou@demo.ro', parola: 'Demo1234!' },
    });
    const before = await inject('GET', '/api/users/profile', 'elev.nou@demo.ro');
    expect(before.json().hasParentalApproval).toBe(false);
    const signature = await uploadSignature('elev.nou@demo.ro');
    const saved = await inject('PATCH', '/api/users/signature', 'elev.nou@demo.ro', {
      ...allFlags,
      signature,
    });
    expect(saved.statusCode).toBe(200);
    const pupil = await userByEmail('elev.nou@demo.ro');
    expect(pupil.isEnabled).toBe(true);
    const [consent] = await t.database.db
      .select()
      .from(parentalConsents)
      .where(eq(parentalConsents.pupilId, pupil.id));
    expect(consent).toMatchObject({
      signatureUrl: signature,
      parentApproval: true,
      amCititSiSuntDeAcord: true,
    });

    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: login.json().refreshToken },
    });
    expect(decodeJwt(refreshed.json().token).isEnabled).toBe(true);
    const after = await inject('GET', '/api/users/profile', 'elev.nou@demo.ro');
    expect(after.json().hasParentalApproval).toBe(true);

    const again = await inject('PATCH', '/api/users/signature', 'elev.nou@demo.ro', {
      ...allFlags,
      signature,
    });
    expect(again.statusCode).toBe(409);
  });
});
