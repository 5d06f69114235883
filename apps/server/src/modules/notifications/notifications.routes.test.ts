import { eq } from 'drizzle-orm';
import { NOTIFICATION_MESSAGES } from '@platform/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { notificationReceivers, notifications, users } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = async (
  email: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: await t.authAs(email), ...(payload ? { payload } : {}) });
const idOf = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;
const notificationCount = async () => (await t.database.db.select().from(notifications)).length;

describe('POST /api/notifications (bulk)', () => {
  it('sends to the enabled users of the ticked roles, trimmed', async () => {
    const response = await call('admin@demo.ro', 'POST', '/api/notifications', {
      subject: '  Anunț  ',
      content: ' **Salut** ',
      toTeachers: true,
    });
    expect(response.statusCode).toBe(201);
    const { message, notification } = response.json();
    expect(message).toBe(NOTIFICATION_MESSAGES.sent);
    expect(notification).toMatchObject({
      subject: 'Anunț',
      content: '**Salut**',
      senderId: await idOf('admin@demo.ro'),
      senderNume: 'Ana Administrator',
    });
    const receivers = await t.database.db
      .select()
      .from(notificationReceivers)
      .where(eq(notificationReceivers.notificationId, notification.id));
    // only enabled teachers: profesor@demo.ro (profesor.nou@demo.ro is not enabled)
    expect(receivers.map((r) => r.receiverId)).toEqual([await idOf('profesor@demo.ro')]);
    expect(notification.receiversCount).toBe(1);
  });

  it('sends to explicit receiverIds', async () => {
    const ids = [await idOf('elev@demo.ro'), await idOf('elev.nou@demo.ro')];
    const response = await call('programator@demo.ro', 'POST', '/api/notifications', {
      subject: 'Personal',
      content: 'Text',
      receiverIds: [...ids, ids[0]],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().notification.receiversCount).toBe(2);
  });

  it.each([
    [{ subject: 'S', content: 'C' }, 'receivers', NOTIFICATION_MESSAGES.noRecipients],
    [{ subject: '   ', content: 'C', toStudents: true }, 'subject', NOTIFICATION_MESSAGES.subjectRequired],
    [{ subject: 'S', content: '  ', toStudents: true }, 'content', NOTIFICATION_MESSAGES.contentRequired],
    [{ content: 'C', toStudents: true }, 'subject', NOTIFICATION_MESSAGES.subjectRequired],
    [
      { subject: 'x'.repeat(201), content: 'C', toStudents: true },
      'subject',
      NOTIFICATION_MESSAGES.subjectTooLong,
    ],
  ])('bad input %# is a 400 with the field message and sends nothing', async (payload, field, message) => {
    const before = await notificationCount();
    const response = await call('admin@demo.ro', 'POST', '/api/notifications', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await notificationCount()).toBe(before);
  });

  it('refuses unknown receivers (400) and pupils or teachers as senders (403)', async () => {
    const before = await notificationCount();
    const unknown = await call('admin@demo.ro', 'POST', '/api/notifications', {
      subject: 'S',
      content: 'C',
      receiverIds: [999999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.receiverIds).toBe(NOTIFICATION_MESSAGES.unknownReceivers);
    for (const email of ['profesor@demo.ro', 'elev@demo.ro']) {
      expect(
        (await call(email, 'POST', '/api/notifications', { subject: 'S', content: 'C', toStudents: true }))
          .statusCode,
      ).toBe(403);
    }
    expect(await notificationCount()).toBe(before);
  });
});

describe('GET /api/notifications/report', () => {
  it('received: only mine, 20 per page, newest first, with my read status', async () => {
    const me = await idOf('elev@demo.ro');
    const page = (
      await call(
        'elev@demo.ro',
        'GET',
        `/api/notifications/report?receiver.id=${me}&sort=notification.sendAt,desc`,
      )
    ).json();
    expect(page.pageable).toEqual({ pageNumber: 0, pageSize: 20, sort: 'notification.sendAt,desc' });
    const dates = page.content.map((n: { sendAt: string }) => n.sendAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.content.map((n: { subject: string }) => n.subject)).toEqual([
      'Personal',
      'Provocarea lunii octombrie',
      'Bun venit în ediția 2025-2026!',
    ]);
    expect(page.content.every((n: { isRead: boolean }) => n.isRead === false)).toBe(true);
  });

  it("refuses someone else's inbox and someone else's sent list (403)", async () => {
    const other = await idOf('elev.nou@demo.ro');
    expect(
      (await call('elev@demo.ro', 'GET', `/api/notifications/report?receiver.id=${other}`)).statusCode,
    ).toBe(403);
    const admin = await idOf('admin@demo.ro');
    expect(
      (await call('programator@demo.ro', 'GET', `/api/notifications/report?notification.senderId=${admin}`))
        .statusCode,
    ).toBe(403);
    const teacher = await idOf('profesor@demo.ro');
    expect(
      (await call('profesor@demo.ro', 'GET', `/api/notifications/report?notification.senderId=${teacher}`))
        .statusCode,
    ).toBe(403);
  });

  it('sent: what I sent, with receiver counts; unknown sort is a 400', async () => {
    const admin = await idOf('admin@demo.ro');
    const page = (
      await call('admin@demo.ro', 'GET', `/api/notifications/report?notification.senderId=${admin}`)
    ).json();
    expect(page.content.map((n: { subject: string }) => n.subject)).toEqual([
      'Anunț',
      'Provocarea lunii octombrie',
      'Bun venit în ediția 2025-2026!',
    ]);
    expect(page.content[0].isRead).toBeNull();
    expect(
      (await call('admin@demo.ro', 'GET', '/api/notifications/report?sort=receiver.password,desc'))
        .statusCode,
    ).toBe(400);
  });

  it('GET /api/notifications lists my received notifications, filterable by read status', async () => {
    const unread = (await call('profesor@demo.ro', 'GET', '/api/notifications?isRead=false')).json();
    const read = (await call('profesor@demo.ro', 'GET', '/api/notifications?isRead=true')).json();
    expect(read.content.map((n: { subject: string }) => n.subject)).toEqual([
      'Comenzile de colectare sunt deschise',
    ]);
    expect(unread.content.map((n: { subject: string }) => n.subject)).toContain('Anunț');
  });
});

describe('single notification calls', () => {
  const firstReceived = async (email: string) =>
    (await call(email, 'GET', '/api/notifications')).json().content[0];

  it('opening marks read, and it can be marked unread again', async () => {
    const notification = await firstReceived('elev@demo.ro');
    const read = await call(
      'elev@demo.ro',
      'PATCH',
      `/api/notifications/${notification.id}/read?isRead=true`,
    );
    expect(read.json()).toMatchObject({ id: notification.id, isRead: true });
    expect(read.json().readAt).not.toBeNull();
    const unread = await call(
      'elev@demo.ro',
      'PATCH',
      `/api/notifications/${notification.id}/read?isRead=false`,
    );
    expect(unread.json()).toMatchObject({ isRead: false, readAt: null });
    expect(
      (await call('elev@demo.ro', 'PATCH', `/api/notifications/${notification.id}/read?isRead=poate`))
        .statusCode,
    ).toBe(400);
  });

  it('a user who did not receive it gets 404 on read, get and mark read', async () => {
    const notification = await firstReceived('profesor@demo.ro');
    expect((await call('elev.nou@demo.ro', 'GET', `/api/notifications/${notification.id}`)).statusCode).toBe(
      404,
    );
    const response = await call(
      'elev@demo.ro',
      'PATCH',
      `/api/notifications/${notification.id}/read?isRead=true`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(NOTIFICATION_MESSAGES.notFound);
  });

  it('receivers: school code, institution, name, role, read status and date', async () => {
    const admin = await idOf('admin@demo.ro');
    const sent = (
      await call('admin@demo.ro', 'GET', `/api/notifications/report?notification.senderId=${admin}`)
    ).json().content;
    const welcome = sent.find((n: { subject: string }) => n.subject.startsWith('Bun venit'));
    const receivers = (
      await call('admin@demo.ro', 'GET', `/api/notifications/${welcome.id}/receivers`)
    ).json();
    expect(receivers).toContainEqual(
      expect.objectContaining({
        codSe: 'SE0001',
        numeInstitutieInvatamant: 'Școala Gimnazială nr. 1 Demo',
        receiverNume: 'Ioana Profesor',
        receiverRole: 'PROFESOR',
        isRead: false,
        readAt: null,
      }),
    );
    expect(
      (await call('programator@demo.ro', 'GET', `/api/notifications/${welcome.id}/receivers`)).statusCode,
    ).toBe(403);
  });

  it('the sender edits and resends: new send date, every receiver unread again', async () => {
    const teacher = await firstReceived('profesor@demo.ro');
    await call('profesor@demo.ro', 'PATCH', `/api/notifications/${teacher.id}/read?isRead=true`);
    const edited = await call('admin@demo.ro', 'PATCH', '/api/notifications', {
      id: teacher.id,
      subject: ' Anunț corectat ',
      content: 'Nou',
    });
    expect(edited.json()).toMatchObject({ subject: 'Anunț corectat', content: 'Nou' });
    const resent = await call('admin@demo.ro', 'POST', `/api/notifications/${teacher.id}/resend`);
    expect(resent.json()).toEqual({ message: NOTIFICATION_MESSAGES.resent });
    const again = (await call('profesor@demo.ro', 'GET', `/api/notifications/${teacher.id}`)).json();
    expect(again).toMatchObject({ isRead: false, subject: 'Anunț corectat' });
    expect(Date.parse(again.sendAt)).toBeGreaterThan(Date.parse(teacher.sendAt));
    expect(
      (await call('programator@demo.ro', 'POST', `/api/notifications/${teacher.id}/resend`)).statusCode,
    ).toBe(403);
  });

  it('a receiver removes it from their inbox; the sender deletes it for everyone', async () => {
    const { id } = (
      await call('programator@demo.ro', 'POST', '/api/notifications', {
        subject: 'De șters',
        content: 'x',
        toStudents: true,
      })
    ).json().notification;
    expect((await call('elev@demo.ro', 'DELETE', `/api/notifications/${id}`)).statusCode).toBe(200);
    expect((await call('elev@demo.ro', 'GET', `/api/notifications/${id}`)).statusCode).toBe(404);
    expect((await call('programator@demo.ro', 'GET', `/api/notifications/${id}`)).statusCode).toBe(200);
    expect((await call('programator@demo.ro', 'DELETE', `/api/notifications/${id}`)).json()).toEqual({
      message: NOTIFICATION_MESSAGES.deleted,
    });
    expect((await call('programator@demo.ro', 'GET', `/api/notifications/${id}`)).statusCode).toBe(404);
    expect((await call('programator@demo.ro', 'DELETE', `/api/notifications/${id}`)).statusCode).toBe(404);
  });

  it('default is an empty bulk form', async () => {
    expect((await call('programator@demo.ro', 'GET', '/api/notifications/default')).json()).toEqual({
      subject: '',
      content: '',
      receiverIds: [],
      toTeachers: false,
      toStudents: false,
    });
  });
});
