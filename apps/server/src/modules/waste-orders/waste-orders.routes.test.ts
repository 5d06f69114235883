import { eq } from 'drizzle-orm';
import { WASTE_ORDER_MESSAGES } from '@platform/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { multipart, PDF_BYTES, PNG_BYTES } from '../../../test/support/fixtures.js';
import {
  emailOutbox,
  notificationReceivers,
  notifications,
  schools,
  users,
  wasteOrders,
} from '../../db/schema.js';
import { readExport } from '../reports/export-test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = '/api/waste-collection-forms';
const call = async (
  email: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: await t.authAs(email), ...(payload ? { payload } : {}) });
const orderRow = async (id: number) =>
  (await t.database.db.select().from(wasteOrders).where(eq(wasteOrders.id, id)))[0]!;
const orderCount = async () => (await t.database.db.select().from(wasteOrders)).length;
async function upload(email: string, bytes: Buffer, name: string, type: string): Promise<string> {
  const body = multipart('file', name, bytes, type);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/files/upload?folder=WASTE_COLLECTION_FORM_PHOTOS',
    payload: body.payload,
    headers: { ...body.headers, ...(await t.authAs(email)) },
  });
  return response.json().url;
}

const ORDER = {
  contactPersonName: '  Ioana Profesor ',
  contactPersonPhone: '0700000003',
  contactPersonEmail: 'profesor@demo.ro',
  pickupAddressSameWithSchoolAddress: true,
  deeeKg: 50,
  dbaKg: 10,
  becuriSiNeoaneKg: 0,
};

let orderId: number;

describe('placing an order (PROFESOR)', () => {
  it('default is prefilled from the teacher and the school address', async () => {
    const response = await call('profesor@demo.ro', 'GET', `${BASE}/default`);
    expect(response.json()).toMatchObject({
      contactPersonName: 'Ioana Profesor',
      contactPersonEmail: 'profesor@demo.ro',
      pickupAddress: { judet: 'București', strada: 'Strada Exemplului' },
      school: { codSe: 'SE0001' },
    });
  });

  it('creates a pending order for the teacher’s school in the current edition; same address copies the school address', async () => {
    const photo = await upload('profesor@demo.ro', PNG_BYTES, 'poza.png', 'image/png');
    const response = await call('profesor@demo.ro', 'POST', BASE, {
      ...ORDER,
      pickupAddress: { judet: 'Cluj', oras: 'Ignorat' },
      photos: [photo],
    });
    expect(response.statusCode).toBe(201);
    const order = response.json();
    orderId = order.id;
    expect(order).toMatchObject({
      contactPersonName: 'Ioana Profesor',
      isValidated: null,
      isProcessed: false,
      photos: [photo],
      points: 0,
      school: { codSe: 'SE0001' },
    });
    expect(order.pickupAddress).toMatchObject({
      judet: 'București',
      oras: 'București',
      strada: 'Strada Exemplului',
    });
  });

  it('a different pickup address is kept', async () => {
    const response = await call('profesor@demo.ro', 'POST', BASE, {
      ...ORDER,
      pickupAddressSameWithSchoolAddress: false,
      pickupAddress: { judet: 'Ilfov', oras: 'Otopeni' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().pickupAddress).toMatchObject({ judet: 'Ilfov', oras: 'Otopeni' });
  });

  it.each([
    [{ ...ORDER, contactPersonName: ' ' }, 'contactPersonName', WASTE_ORDER_MESSAGES.contactNameRequired],
    [
      { ...ORDER, contactPersonPhone: undefined },
      'contactPersonPhone',
      WASTE_ORDER_MESSAGES.contactPhoneRequired,
    ],
    [{ ...ORDER, contactPersonEmail: '' }, 'contactPersonEmail', WASTE_ORDER_MESSAGES.contactEmailRequired],
    [
      { ...ORDER, contactPersonEmail: 'nu-e-email' },
      'contactPersonEmail',
      WASTE_ORDER_MESSAGES.contactEmailInvalid,
    ],
    [
      { ...ORDER, pickupAddressSameWithSchoolAddress: false },
      'pickupAddress.judet',
      WASTE_ORDER_MESSAGES.countyRequired,
    ],
    [
      { ...ORDER, pickupAddressSameWithSchoolAddress: false, pickupAddress: { oras: 'X' } },
      'pickupAddress.judet',
      WASTE_ORDER_MESSAGES.countyRequired,
    ],
    [{ ...ORDER, deeeKg: 12.5 }, 'deeeKg', WASTE_ORDER_MESSAGES.kgWhole],
    [{ ...ORDER, dbaKg: -1 }, 'dbaKg', WASTE_ORDER_MESSAGES.kgNonNegative],
    [{ ...ORDER, deeeKg: 0, dbaKg: 0 }, 'deeeKg', WASTE_ORDER_MESSAGES.estimateRequired],
    [{ ...ORDER, photos: ['/a', '/b', '/c'] }, 'photos', WASTE_ORDER_MESSAGES.tooManyPhotos],
  ])('bad input %# is a 400 with the exact message and creates nothing', async (payload, field, message) => {
    const before = await orderCount();
    const response = await call('profesor@demo.ro', 'POST', BASE, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await orderCount()).toBe(before);
  });

  it('refuses photos the teacher did not upload, and teachers without a school', async () => {
    const before = await orderCount();
    const foreign = await upload('admin@demo.ro', PNG_BYTES, 'a.png', 'image/png');
    const response = await call('profesor@demo.ro', 'POST', BASE, { ...ORDER, photos: [foreign] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.photos).toBe(WASTE_ORDER_MESSAGES.photoNotYours);
    const noSchool = await call('profesor.nou@demo.ro', 'POST', BASE, ORDER);
    expect(noSchool.statusCode).toBe(409);
    expect(await orderCount()).toBe(before);
  });

  it('the teacher, staff and logistics read the order', async () => {
    for (const email of ['profesor@demo.ro', 'admin@demo.ro', 'logistica@demo.ro']) {
      const response = await call(email, 'GET', `${BASE}/${orderId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: orderId, deeeKg: 50 });
    }
    expect((await call('elev@demo.ro', 'GET', `${BASE}/${orderId}`)).statusCode).toBe(403);
  });

  it('the teacher corrects their pending order', async () => {
    const response = await call('profesor@demo.ro', 'PATCH', BASE, {
      ...ORDER,
      id: orderId,
      deeeKg: 70,
      photos: (await orderRow(orderId)).photos,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().deeeKg).toBe(70);
  });
});

describe('ownership and listing', () => {
  it("a teacher sees only their school's orders", async () => {
    const list = (await call('profesor@demo.ro', 'GET', BASE)).json();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((o: { school: { codSe: string } }) => o.school.codSe === 'SE0001')).toBe(true);
    const [cluj] = await t.database.db
      .select()
      .from(wasteOrders)
      .innerJoin(schools, eq(schools.id, wasteOrders.schoolId))
      .where(eq(schools.codSe, 'SE0002'));
    expect((await call('profesor@demo.ro', 'GET', `${BASE}/${cluj!.waste_orders.id}`)).statusCode).toBe(403);
    const report = (await call('profesor@demo.ro', 'GET', `${BASE}/report?size=100`)).json();
    expect(report.content.every((o: { school: { codSe: string } }) => o.school.codSe === 'SE0001')).toBe(
      true,
    );
    expect(
      (await call('profesor@demo.ro', 'PATCH', BASE, { ...ORDER, id: cluj!.waste_orders.id })).statusCode,
    ).toBe(403);
  });

  it('report: 20 per page, timestamp descending, current edition by default, edition and status filters', async () => {
    const page = (await call('logistica@demo.ro', 'GET', `${BASE}/report`)).json();
    expect(page.pageable).toEqual({ pageNumber: 0, pageSize: 20, sort: 'timestamp,desc' });
    const stamps = page.content.map((o: { timestamp: string }) => o.timestamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
    const editions = (await call('admin@demo.ro', 'GET', '/api/editions')).json();
    const previous = editions.editions.find((e: { isCurrentEdition: boolean }) => !e.isCurrentEdition);
    expect(page.content.every((o: { editionId: number }) => o.editionId === editions.currentEdition.id)).toBe(
      true,
    );
    const old = (await call('admin@demo.ro', 'GET', `${BASE}/report?editionId=${previous.id}`)).json();
    expect(old.totalElements).toBe(1);
    const rejected = (await call('admin@demo.ro', 'GET', `${BASE}/report?status=REJECTED`)).json();
    expect(rejected.content.map((o: { rejectReason: string }) => o.rejectReason)).toEqual([
      'Cantitatea estimată este prea mică pentru o ridicare separată.',
    ]);
    expect((await call('admin@demo.ro', 'GET', `${BASE}/report?status=ALTUL`)).statusCode).toBe(400);
  });

  it('exports raport_comenzi_deseuri for staff and logistics, not for teachers', async () => {
    const response = await call('logistica@demo.ro', 'GET', `${BASE}/report?export=xlsx&status=PROCESSED`);
    expect(response.json().fileName).toBe('raport_comenzi_deseuri.xlsx');
    const rows = await readExport(t, 'logistica@demo.ro', response.json().url);
    expect(rows[0]).toContain('DEEE real (kg)');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('Procesată');
    expect((await call('profesor@demo.ro', 'GET', `${BASE}/report?export=xlsx`)).statusCode).toBe(403);
  });
});

describe('review, processing and real values', () => {
  it('real values and processing need a validated order (409)', async () => {
    const real = await call('logistica@demo.ro', 'PATCH', `${BASE}/${orderId}/waste-real-values`, {
      realDeeeKg: 10,
    });
    expect(real.statusCode).toBe(409);
    expect(real.json().message).toBe(WASTE_ORDER_MESSAGES.notValidated);
    expect((await call('admin@demo.ro', 'PATCH', `${BASE}/${orderId}/process`)).statusCode).toBe(409);
  });

  it('rejecting needs a reason', async () => {
    const response = await call('admin@demo.ro', 'PATCH', `${BASE}/${orderId}/validation`, {
      isValidated: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ rejectReason: WASTE_ORDER_MESSAGES.rejectReasonRequired });
    expect((await orderRow(orderId)).isValidated).toBeNull();
  });

  it('validation notifies the school and is final', async () => {
    const response = await call('programator@demo.ro', 'PATCH', `${BASE}/${orderId}/validation`, {
      isValidated: true,
    });
    expect(response.json()).toMatchObject({ isValidated: true });
    expect(response.json().validatedAt).not.toBeNull();
    const again = await call('admin@demo.ro', 'PATCH', `${BASE}/${orderId}/validation`, {
      isValidated: false,
      rejectReason: 'Nu',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(WASTE_ORDER_MESSAGES.alreadyReviewed);
    const edit = await call('profesor@demo.ro', 'PATCH', BASE, { ...ORDER, id: orderId });
    expect(edit.statusCode).toBe(409);
  });

  it('LOGISTIC enters real values: rules, documents, points from the edition rate', async () => {
    const cases: [object, string, string][] = [
      [{ realDeeeKg: -1, realDbaKg: 2 }, 'realDeeeKg', WASTE_ORDER_MESSAGES.realValuePositive],
      [
        { realDeeeKg: 0, realDbaKg: 0, realBecuriSiNeoaneKg: 0 },
        'realDbaKg',
        WASTE_ORDER_MESSAGES.realValueNonZero,
      ],
      [{ realDeeeKg: 1.234 }, 'realDeeeKg', WASTE_ORDER_MESSAGES.realValueDecimals],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call(
        'logistica@demo.ro',
        'PATCH',
        `${BASE}/${orderId}/waste-real-values`,
        payload,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    }
    expect((await orderRow(orderId)).realDeeeKg).toBeNull();
    const pdf = await upload('logistica@demo.ro', PDF_BYTES, 'pv.pdf', 'application/pdf');
    const image = await upload('logistica@demo.ro', PNG_BYTES, 'aviz.png', 'image/png');
    const response = await call('logistica@demo.ro', 'PATCH', `${BASE}/${orderId}/waste-real-values`, {
      realDeeeKg: 48.75,
      realDbaKg: 9.5,
      realBecuriSiNeoaneKg: 0.01,
      deeeOrderDocument: pdf,
      dbaOrderDocument: image,
      proceseVerbale: [{ url: pdf, name: 'Proces verbal' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      realDeeeKg: 48.75,
      realDbaKg: 9.5,
      realBecuriSiNeoaneKg: 0.01,
      deeeOrderDocument: pdf,
      dbaOrderDocument: image,
      points: 58.26,
    });
    const foreign = await upload('admin@demo.ro', PDF_BYTES, 'x.pdf', 'application/pdf');
    const refused = await call('logistica@demo.ro', 'PATCH', `${BASE}/${orderId}/waste-real-values`, {
      realDeeeKg: 1,
      deeeOrderDocument: foreign,
    });
    expect(refused.statusCode).toBe(400);
    expect(
      (await call('admin@demo.ro', 'PATCH', `${BASE}/${orderId}/waste-real-values`, { realDeeeKg: 1 }))
        .statusCode,
    ).toBe(403);
  });

  it('staff mark a validated order processed, once', async () => {
    const response = await call('admin@demo.ro', 'PATCH', `${BASE}/${orderId}/process`);
    expect(response.json()).toMatchObject({ isProcessed: true });
    expect(response.json().deeeOrderProcessedDate).not.toBeNull();
    expect((await call('admin@demo.ro', 'PATCH', `${BASE}/${orderId}/process`)).statusCode).toBe(409);
  });
});

describe('rejection is irreversible', () => {
  let rejectedId: number;
  it('rejects with a reason; the teachers get a notification and an e-mail', async () => {
    rejectedId = (await call('profesor@demo.ro', 'POST', BASE, ORDER)).json().id;
    const response = await call('admin@demo.ro', 'PATCH', `${BASE}/${rejectedId}/validation`, {
      isValidated: false,
      rejectReason: '  Cantitate prea mică  ',
    });
    expect(response.json()).toMatchObject({ isValidated: false, rejectReason: 'Cantitate prea mică' });
    const [teacher] = await t.database.db.select().from(users).where(eq(users.email, 'profesor@demo.ro'));
    const received = await t.database.db
      .select({ subject: notifications.subject, content: notifications.content })
      .from(notificationReceivers)
      .innerJoin(notifications, eq(notifications.id, notificationReceivers.notificationId))
      .where(eq(notificationReceivers.receiverId, teacher!.id));
    expect(received).toContainEqual({
      subject: 'Comanda de colectare a fost respinsă',
      content: expect.stringContaining('Motivul respingerii: Cantitate prea mică'),
    });
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'profesor@demo.ro'));
    expect(mails.map((m) => m.subject)).toContain('Comanda de colectare a fost respinsă');
  });

  it('after rejection: no validation (409), no processing, no real values, no teacher edit', async () => {
    const validate = await call('admin@demo.ro', 'PATCH', `${BASE}/${rejectedId}/validation`, {
      isValidated: true,
    });
    expect(validate.statusCode).toBe(409);
    expect((await call('admin@demo.ro', 'PATCH', `${BASE}/${rejectedId}/process`)).statusCode).toBe(409);
    expect(
      (await call('logistica@demo.ro', 'PATCH', `${BASE}/${rejectedId}/waste-real-values`, { realDeeeKg: 3 }))
        .statusCode,
    ).toBe(409);
    expect((await call('profesor@demo.ro', 'PATCH', BASE, { ...ORDER, id: rejectedId })).statusCode).toBe(
      409,
    );
    expect(await orderRow(rejectedId)).toMatchObject({
      isValidated: false,
      isProcessed: false,
      realDeeeKg: null,
    });
  });
});

describe('admin update and delete', () => {
  it('staff edit the full order: order numbers, collection date (epoch seconds), three photos', async () => {
    const response = await call('admin@demo.ro', 'PATCH', `${BASE}/admin-update`, {
      ...ORDER,
      id: orderId,
      deeeOrderNumber: ' DEEE-1 ',
      dbaOrderNumber: '',
      dataOrientativaColectare: 1767225600,
      photos: (await orderRow(orderId)).photos,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      deeeOrderNumber: 'DEEE-1',
      dbaOrderNumber: null,
      dataOrientativaColectare: 1767225600,
    });
    expect(
      (await call('profesor@demo.ro', 'PATCH', `${BASE}/admin-update`, { ...ORDER, id: orderId })).statusCode,
    ).toBe(403);
    const bad = await call('admin@demo.ro', 'PATCH', `${BASE}/admin-update`, {
      ...ORDER,
      id: orderId,
      contactPersonName: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: WASTE_ORDER_MESSAGES.updateFailed,
      errors: { contactPersonName: WASTE_ORDER_MESSAGES.contactNameRequired },
    });
  });

  it('staff delete an order; unknown ids are 404', async () => {
    const { id } = (await call('profesor@demo.ro', 'POST', BASE, ORDER)).json();
    expect((await call('profesor@demo.ro', 'DELETE', `${BASE}/${id}`)).statusCode).toBe(403);
    expect((await call('programator@demo.ro', 'DELETE', `${BASE}/${id}`)).json()).toEqual({
      message: WASTE_ORDER_MESSAGES.deleted,
    });
    expect((await call('admin@demo.ro', 'GET', `${BASE}/${id}`)).statusCode).toBe(404);
  });
});
