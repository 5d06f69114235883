import { eq } from 'drizzle-orm';
import { SCHOOL_MESSAGES, SCHOOL_REQUEST_MESSAGES } from '@platform/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { emailOutbox, schoolParticipations, schoolRequests, schools, users } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = async (email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: await t.authAs(email), ...(payload ? { payload } : {}) });
const userRow = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;
const requestCount = async () => (await t.database.db.select().from(schoolRequests)).length;
const mailsTo = async (to: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

const FORM = {
  numeInstitutieInvatamant: 'Școala Profesorului Nou',
  cui: '11223344',
  codSiiirUnitate: '2861100099',
  adresa: { judet: 'Mureș', oras: 'Târgu Mureș', strada: 'Strada Școlii', numar: '4' },
  adresaLivrareAceeasiCuScoala: true,
  numarElevi: 210,
  telefon: '0265000000',
  numeReprezentatLegal: 'Vasile Director',
  detineRecipiente: false,
  participareEditieAnterioara: false,
};

async function registerTeacher(email: string): Promise<void> {
  const { hash } = t.app.services.passwordHasher;
  await t.database.db.insert(users).values({
    role: 'PROFESOR',
    email,
    nume: `Prof ${email}`,
    passwordHash: await hash('Demo1234!'),
    isEnabled: false,
  });
}

describe('teacher enablement: request -> approval', () => {
  it('a teacher without a school submits the form: pending with startedAt, form marked completed', async () => {
    expect((await call('profesor.nou@demo.ro', 'GET', '/api/school-requests/own')).json()).toBeNull();
    const response = await call('profesor.nou@demo.ro', 'POST', '/api/school-requests', { school: FORM });
    expect(response.statusCode).toBe(201);
    const request = response.json();
    expect(request).toMatchObject({
      state: 'PENDING',
      approvedAt: null,
      schoolId: null,
      teacher: { email: 'profesor.nou@demo.ro' },
    });
    expect(Date.parse(request.startedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(request.school).toMatchObject({
      numeInstitutieInvatamant: FORM.numeInstitutieInvatamant,
      adresaLivrare: null,
      adresa: { judet: 'Mureș', comuna: null },
    });
    expect(await userRow('profesor.nou@demo.ro')).toMatchObject({
      hasSchoolRegistrationFormCompleted: true,
      isEnabled: false,
    });
  });

  it('refuses a second request while one is pending (409)', async () => {
    const response = await call('profesor.nou@demo.ro', 'POST', '/api/school-requests', { school: FORM });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(SCHOOL_REQUEST_MESSAGES.alreadyPending);
  });

  it('concurrent submissions leave one pending request (unique index)', async () => {
    await registerTeacher('prof.grabit@demo.ro');
    const responses = await Promise.all(
      [1, 2, 3].map(() => call('prof.grabit@demo.ro', 'POST', '/api/school-requests', { school: FORM })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const teacher = await userRow('prof.grabit@demo.ro');
    expect(
      await t.database.db.select().from(schoolRequests).where(eq(schoolRequests.teacherId, teacher.id)),
    ).toHaveLength(1);
  });

  it('the teacher corrects the pending request', async () => {
    const response = await call('profesor.nou@demo.ro', 'PATCH', '/api/school-requests/own', {
      school: { ...FORM, telefon: '0265111111' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().school.telefon).toBe('0265111111');
  });

  it('bad forms are a 400 with field errors and change nothing', async () => {
    const before = await requestCount();
    const response = await call('profesor.nou@demo.ro', 'PATCH', '/api/school-requests/own', {
      school: { ...FORM, adresa: { oras: 'X' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['school.adresa.judet']).toBe(SCHOOL_MESSAGES.countyRequired);
    const unknownSchool = await call('profesor.nou@demo.ro', 'PATCH', '/api/school-requests/own', {
      schoolId: 999999,
      school: FORM,
    });
    expect(unknownSchool.statusCode).toBe(404);
    expect(
      (await call('profesor.nou@demo.ro', 'GET', '/api/school-requests/own')).json().school.telefon,
    ).toBe('0265111111');
    expect(await requestCount()).toBe(before);
  });

  it('ADMIN lists the requests (Cereri Inscrieri), newest first, filtered by state', async () => {
    const page = (await call('admin@demo.ro', 'GET', '/api/school-requests/report?state=PENDING')).json();
    expect(page.content.map((r: { teacher: { email: string } }) => r.teacher.email).sort()).toEqual([
      'prof.grabit@demo.ro',
      'profesor.nou@demo.ro',
    ]);
    expect(page.content.every((r: { state: string }) => r.state === 'PENDING')).toBe(true);
    const all = (await call('admin@demo.ro', 'GET', '/api/school-requests/report')).json();
    expect(all.pageable.sort).toBe('startedAt,desc');
    expect(all.content.length).toBeGreaterThanOrEqual(2);
    expect((await call('programator@demo.ro', 'GET', '/api/school-requests/report')).statusCode).toBe(403);
  });

  it('rejecting needs a reason', async () => {
    const { id } = (await call('profesor.nou@demo.ro', 'GET', '/api/school-requests/own')).json();
    const response = await call('admin@demo.ro', 'PATCH', `/api/school-requests/${id}/approval`, {
      approved: false,
      rejectReason: '   ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ rejectReason: 'Motivul respingerii este obligatoriu' });
    expect((await call('admin@demo.ro', 'GET', `/api/school-requests/${id}`)).json().state).toBe('PENDING');
  });

  it('approval enables the teacher, creates and links the school, records participation and queues an e-mail', async () => {
    const { id } = (await call('profesor.nou@demo.ro', 'GET', '/api/school-requests/own')).json();
    const response = await call('admin@demo.ro', 'PATCH', `/api/school-requests/${id}/approval`, {
      approved: true,
    });
    expect(response.statusCode).toBe(200);
    const request = response.json();
    expect(request.state).toBe('APPROVED');
    expect(request.approvedAt).not.toBeNull();
    const teacher = await userRow('profesor.nou@demo.ro');
    expect(teacher).toMatchObject({
      isEnabled: true,
      schoolId: request.schoolId,
      hasSchoolRegistrationFormCompleted: true,
    });
    const [school] = await t.database.db.select().from(schools).where(eq(schools.id, request.schoolId));
    expect(school).toMatchObject({
      numeInstitutieInvatamant: FORM.numeInstitutieInvatamant,
      adresaJudet: 'Mureș',
      livrareJudet: 'Mureș',
    });
    expect(school!.schoolUpdatedAt).toBeInstanceOf(Date);
    const participations = await t.database.db
      .select()
      .from(schoolParticipations)
      .where(eq(schoolParticipations.schoolId, request.schoolId));
    expect(participations).toHaveLength(1);
    const [mail] = await mailsTo('profesor.nou@demo.ro');
    expect(mail!.subject).toBe('Cererea de înscriere a școlii a fost aprobată');
  });

  it('a decided request is final (409) and a new one is refused for an enabled teacher', async () => {
    const { id } = (await call('profesor.nou@demo.ro', 'GET', '/api/school-requests/own')).json();
    const again = await call('admin@demo.ro', 'PATCH', `/api/school-requests/${id}/approval`, {
      approved: false,
      rejectReason: 'Prea târziu',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SCHOOL_REQUEST_MESSAGES.notPending);
    const resubmit = await call('profesor.nou@demo.ro', 'POST', '/api/school-requests', { school: FORM });
    expect(resubmit.statusCode).toBe(409);
    expect(resubmit.json().message).toBe(SCHOOL_REQUEST_MESSAGES.alreadyEnabled);
  });
});

describe('rejection', () => {
  it('rejects with the reason (e-mail, reason on the account) and lets the teacher submit again', async () => {
    await registerTeacher('prof.respins@demo.ro');
    const [existing] = await t.database.db.select().from(schools).where(eq(schools.codSe, 'SE0003'));
    const submitted = (
      await call('prof.respins@demo.ro', 'POST', '/api/school-requests', {
        schoolId: existing!.id,
        school: FORM,
      })
    ).json();
    expect(submitted.schoolId).toBe(existing!.id);
    const rejected = await call('admin@demo.ro', 'PATCH', `/api/school-requests/${submitted.id}/approval`, {
      approved: false,
      rejectReason: ' Date incomplete ',
    });
    expect(rejected.json()).toMatchObject({ state: 'REJECTED', rejectReason: 'Date incomplete' });
    expect(await userRow('prof.respins@demo.ro')).toMatchObject({
      isEnabled: false,
      hasSchoolRegistrationFormCompleted: false,
      rejectReason: 'Date incomplete',
      schoolId: null,
    });
    const [mail] = await mailsTo('prof.respins@demo.ro');
    expect(mail!.text).toContain('Motivul respingerii: Date incomplete');
    expect(
      (await call('prof.respins@demo.ro', 'POST', '/api/school-requests', { school: FORM })).statusCode,
    ).toBe(201);
  });

  it('approving a request for an existing school updates and links that school', async () => {
    await registerTeacher('prof.existent@demo.ro');
    const [iasi] = await t.database.db.select().from(schools).where(eq(schools.codSe, 'SE0003'));
    const submitted = (
      await call('prof.existent@demo.ro', 'POST', '/api/school-requests', {
        schoolId: iasi!.id,
        school: { ...FORM, numeInstitutieInvatamant: 'Școala Gimnazială Demo Iași', numarElevi: 999 },
      })
    ).json();
    const approved = (
      await call('admin@demo.ro', 'PATCH', `/api/school-requests/${submitted.id}/approval`, {
        approved: true,
      })
    ).json();
    expect(approved.schoolId).toBe(iasi!.id);
    const [after] = await t.database.db.select().from(schools).where(eq(schools.id, iasi!.id));
    expect(after).toMatchObject({ numarElevi: 999, codSe: 'SE0003' });
  });
});

describe('yearly participation and school update', () => {
  it('campaign asks enabled teachers whose school has not confirmed; yes reopens the form, no keeps the account', async () => {
    const [constanta] = await t.database.db.select().from(schools).where(eq(schools.codSe, 'SE0005'));
    await t.database.db
      .update(users)
      .set({ isEnabled: true, schoolId: constanta!.id, hasSchoolRegistrationFormCompleted: true })
      .where(eq(users.email, 'prof.existent@demo.ro'));
    const campaign = await call('admin@demo.ro', 'POST', '/api/school-requests/participation-campaign');
    expect(campaign.json().teachers).toBe(1); // only Constanța has not confirmed the current edition
    expect(await userRow('prof.existent@demo.ro')).toMatchObject({
      needsSchoolRegistrationConfirmation: true,
    });
    expect(await userRow('profesor@demo.ro')).toMatchObject({ needsSchoolRegistrationConfirmation: false });
    expect(
      (await call('profesor@demo.ro', 'POST', '/api/school-requests/participation', { participate: false }))
        .statusCode,
    ).toBe(409);
    const noTerms = await call('prof.existent@demo.ro', 'POST', '/api/school-requests/participation', {
      participate: true,
    });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().errors).toEqual({ termsAccepted: SCHOOL_REQUEST_MESSAGES.termsRequired });
    const yes = await call('prof.existent@demo.ro', 'POST', '/api/school-requests/participation', {
      participate: true,
      termsAccepted: true,
    });
    expect(yes.json().message).toBe(SCHOOL_REQUEST_MESSAGES.participationConfirmed);
    expect(await userRow('prof.existent@demo.ro')).toMatchObject({
      needsSchoolRegistrationConfirmation: false,
      hasSchoolRegistrationFormCompleted: false,
      isEnabled: false,
    });
    expect(
      (await call('prof.existent@demo.ro', 'POST', '/api/school-requests', { school: FORM })).statusCode,
    ).toBe(201);
  });

  it('an enabled teacher updates their school details: schoolUpdatedAt is set', async () => {
    const before = Date.now();
    const response = await call('profesor@demo.ro', 'PATCH', '/api/school-requests/school-details', {
      ...FORM,
      numeInstitutieInvatamant: 'Școala Gimnazială nr. 1 Demo',
      telefon: '0219999999',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ codSe: 'SE0001', telefon: '0219999999' });
    expect(Date.parse(response.json().schoolUpdatedAt)).toBeGreaterThanOrEqual(before - 1000);
    const noSchool = await call('prof.respins@demo.ro', 'PATCH', '/api/school-requests/school-details', FORM);
    expect(noSchool.statusCode).toBe(403);
  });
});
