import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@platform/contracts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/test-app.js';
import { emailOutbox, passwordResetTokens, users } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const login = (email: string, parola: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email, parola } });

const DEMO_ACCOUNTS = [
  ['admin@demo.ro', 'ADMIN', true],
  ['programator@demo.ro', 'DBEST', true],
  ['profesor@demo.ro', 'PROFESOR', true],
  ['elev@demo.ro', 'ELEV', true],
  ['elev.nou@demo.ro', 'ELEV', false],
  ['profesor.nou@demo.ro', 'PROFESOR', false],
  ['logistica@demo.ro', 'LOGISTIC', true],
  ['sync@demo.ro', 'SYNC', true],
] as const;

describe('POST /api/auth/authenticate', () => {
  it.each(DEMO_ACCOUNTS)('signs in %s with the claims of spec 000 §3', async (email, role, isEnabled) => {
    const response = await login(email, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { token, refreshToken } = response.json();
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ email, role, isEnabled });
    expect(typeof claims.sub).toBe('string');
    expect(typeof claims.name).toBe('string');
    expect(claims.exp! - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(15 * 60);
  });

  it('trims and lower-cases the email', async () => {
    expect((await login('  Admin@Demo.RO ', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a wrong password or unknown account with 401 and a Romanian message', async () => {
    for (const response of [
      await login('admin@demo.ro', 'gresit123'),
      await login('nimeni@demo.ro', DEMO_PASSWORD),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.invalidCredentials, errors: {} });
    }
  });

  it('updates lastLogin', async () => {
    await login('logistica@demo.ro', DEMO_PASSWORD);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'logistica@demo.ro'));
    expect(row!.lastLogin).toBeInstanceOf(Date);
  });
});

describe('POST /api/auth/register', () => {
  const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

  it('registers a pupil with a teacher code: linked to the school, not enabled', async () => {
    const response = await register({
      role: 'ELEV',
      email: 'Pupil.New@Demo.ro',
      parola: 'Parola123!',
      nume: 'Elev Înscris',
      teacherCode: 'demoprof',
      clasa: 'a V-a',
    });
    expect(response.statusCode).toBe(201);
    expect(decodeJwt(response.json().token)).toMatchObject({
      role: 'ELEV',
      isEnabled: false,
      email: 'pupil.new@demo.ro',
    });
    const [pupil] = await t.database.db.select().from(users).where(eq(users.email, 'pupil.new@demo.ro'));
    const [teacher] = await t.database.db.select().from(users).where(eq(users.email, 'profesor@demo.ro'));
    expect(pupil).toMatchObject({ schoolId: teacher!.schoolId, teacherId: teacher!.id, isEnabled: false });
    expect(pupil!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses an unknown teacher code and a taken e-mail', async () => {
    const unknown = await register({
      role: 'ELEV',
      email: 'x1@demo.ro',
      parola: 'Parola123!',
      nume: 'X',
      teacherCode: 'NUEXISTA',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.teacherCode).toBe(ACCOUNT_MESSAGES.teacherCodeUnknown);
    const noSchool = await register({
      role: 'ELEV',
      email: 'x2@demo.ro',
      parola: 'Parola123!',
      nume: 'X',
      teacherCode: 'DEMONOU2',
    });
    expect(noSchool.statusCode).toBe(400);
    expect(noSchool.json().errors.teacherCode).toBe(ACCOUNT_MESSAGES.teacherWithoutSchool);
    const taken = await register({
      role: 'ELEV',
      email: 'elev@demo.ro',
      parola: 'Parola123!',
      nume: 'X',
      teacherCode: 'DEMOPROF',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.email).toBe(ACCOUNT_MESSAGES.emailTaken);
  });

  it('registers teachers only while the flag is on', async () => {
    const teacher = {
      role: 'PROFESOR',
      email: 'prof.inscris@demo.ro',
      parola: 'Parola123!',
      nume: 'Profesor Înscris',
    };
    const closed = await register(teacher);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe('Înscrierile pentru profesori sunt momentan închise');

    const open = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/feature-flags',
      headers: await t.authAs('admin@demo.ro'),
      payload: { teacherRegistrationOpen: true },
    });
    expect(open.json()).toMatchObject({ teacherRegistrationOpen: true });
    const created = await register(teacher);
    expect(created.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'prof.inscris@demo.ro'));
    expect(row).toMatchObject({ role: 'PROFESOR', isEnabled: false, schoolId: null });
    expect(row!.teacherCode).toMatch(/^[A-Z2-9]{8}$/);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/feature-flags',
      headers: await t.authAs('admin@demo.ro'),
      payload: { teacherRegistrationOpen: false },
    });
  });

  it('rejects bad input with field errors and creates nothing', async () => {
    const before = (await t.database.db.select().from(users)).length;
    const response = await register({ role: 'ELEV', email: 'nu-e-email', parola: 'scurt', nume: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      email: ACCOUNT_MESSAGES.emailInvalid,
      parola: ACCOUNT_MESSAGES.passwordTooShort,
      nume: ACCOUNT_MESSAGES.nameRequired,
    });
    expect(
      (await register({ role: 'ADMIN', email: 'a@b.ro', parola: 'Parola123!', nume: 'A' })).statusCode,
    ).toBe(400);
    expect((await t.database.db.select().from(users)).length).toBe(before);
  });
});

describe('password reset', () => {
  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (token: string, newPassword: string) =>
    t.app.inject({ method: 'PATCH', url: '/api/auth/reset-password', payload: { token, newPassword } });

  async function lastResetLink(to: string): Promise<string> {
    const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
    const match = rows.at(-1)!.text.match(/confirmare-resetare\/([A-Za-z0-9_-]+)/);
    return match![1]!;
  }

  it('answers the same whether or not the account exists', async () => {
    const known = await forgot(' Elev@Demo.ro ');
    const unknown = await forgot('nimeni@demo.ro');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'nimeni@demo.ro')),
    ).toEqual([]);
  });

  it('resets with the e-mailed token exactly once', async () => {
    await forgot('logistica@demo.ro');
    const token = await lastResetLink('logistica@demo.ro');
    const first = await reset(token, 'ParolaNoua1!');
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(AUTH_MESSAGES.resetSuccess);
    expect((await login('logistica@demo.ro', 'ParolaNoua1!')).statusCode).toBe(200);

    const second = await reset(token, 'AltaParola2!');
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(ACCOUNT_MESSAGES.resetTokenInvalid);
    expect((await login('logistica@demo.ro', 'AltaParola2!')).statusCode).toBe(401);
  });

  it('refuses an expired token (older than one hour)', async () => {
    await forgot('sync@demo.ro');
    const token = await lastResetLink('sync@demo.ro');
    await t.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await reset(token, 'ParolaNoua1!')).statusCode).toBe(400);
    expect((await login('sync@demo.ro', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('rejects bad input', async () => {
    expect((await forgot('')).json().errors.email).toBe(AUTH_MESSAGES.forgotEmailRequired);
    const response = await reset('', 'x');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['newPassword', 'token']);
  });
});

describe('refresh tokens and change password', () => {
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });

  it('rotates, and reusing an old token revokes the whole family', async () => {
    const first = (await login('programator@demo.ro', DEMO_PASSWORD)).json();
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
    expect(rotated.refreshToken).not.toBe(first.refreshToken);

    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(ACCOUNT_MESSAGES.refreshTokenInvalid);
    // The family is revoked: the newest token no longer works either.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
  });

  it('refuses unknown tokens and bad input', async () => {
    expect((await refresh('nu-exista')).statusCode).toBe(401);
    expect((await refresh('')).statusCode).toBe(400);
  });

  it('changes the password, ending the other sessions', async () => {
    const session = (await login('profesor.nou@demo.ro', DEMO_PASSWORD)).json();
    const headers = { authorization: `Bearer ${session.token}` };
    const change = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/auth/change-password', headers, payload });

    const wrong = await change({ currentPassword: 'gresita', newPassword: 'ParolaNoua1!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.currentPassword).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    expect((await change({ currentPassword: DEMO_PASSWORD, newPassword: 'scurt' })).statusCode).toBe(400);
    expect((await login('profesor.nou@demo.ro', DEMO_PASSWORD)).statusCode).toBe(200);

    const ok = await change({ currentPassword: DEMO_PASSWORD, newPassword: 'ParolaNoua1!' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().refreshToken).toBeTruthy();
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(ok.json().refreshToken)).statusCode).toBe(200);
    expect((await login('profesor.nou@demo.ro', 'ParolaNoua1!')).statusCode).toBe(200);
    expect((await login('profesor.nou@demo.ro', DEMO_PASSWORD)).statusCode).toBe(401);
  });
});
