import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type Notification, type NotificationReceiver } from '@platform/contracts';
import { renderPageAs } from '../../../test/render-app.js';
import { installFakeServer, json, type FakeRequest } from '../../../test/fake-server.js';
import { NotificationsReportPage } from './notifications-report-page.js';

const sent: Notification = {
  id: 31,
  subject: 'Colectare baterii',
  content: 'Aduceți bateriile.',
  sendAt: '2026-10-01T08:30:00.000Z',
  senderId: 5,
  senderNume: 'Ana Administrator',
  isRead: null,
  readAt: null,
  receiversCount: 1500,
};

const receiver = (id: number, isRead: boolean): NotificationReceiver => ({
  id,
  receiverId: 100 + id,
  codSe: 'SE0001',
  numeInstitutieInvatamant: 'Școala Gimnazială nr. 1 Demo',
  receiverNume: `Elev ${id}`,
  receiverRole: 'ELEV',
  isRead,
  readAt: isRead ? '2026-10-02T10:00:00.000Z' : null,
});

function notificationsServer() {
  return installFakeServer((request: FakeRequest) => {
    if (request.path.startsWith('/notifications/report?')) {
      return json(200, {
        content: [sent],
        totalElements: 1,
        totalPages: 1,
        pageable: { pageNumber: 0, pageSize: 20, sort: 'notification.sendAt,desc' },
      });
    }
    if (request.path === '/notifications/31/receivers') {
      return json(200, [receiver(1, true), receiver(2, false), receiver(3, true)]);
    }
    return json(404, { message: 'Resursa nu a fost găsită', errors: {} });
  });
}

function renderPage() {
  return renderPageAs({ role: 'ADMIN', sub: '5' }, <NotificationsReportPage title="Raport notificări" />);
}

const reportQueries = (requests: FakeRequest[]) =>
  requests
    .filter((request) => request.path.startsWith('/notifications/report?'))
    .map((request) => Object.fromEntries(new URLSearchParams(request.path.split('?')[1])));

describe('NotificationsReportPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("lists the caller's sent notifications, newest first, with sender and receiver count", async () => {
    const fake = notificationsServer();
    renderPage();
    const row = (await screen.findByText('Colectare baterii')).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent('Ana Administrator');
    expect(cells[3]).toHaveTextContent('1.500');
    expect(reportQueries(fake.requests)[0]).toEqual({
      page: '0',
      size: '20',
      sort: 'notification.sendAt,desc',
      'notification.senderId': '5',
    });
    // The server has no notifications export.
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('filters by subject and sorts by subject on the server', async () => {
    const fake = notificationsServer();
    renderPage();
    await screen.findByText('Colectare baterii');
    await userEvent.type(screen.getByLabelText('Filtru: Subiect'), 'baterii');
    await waitFor(() =>
      expect(reportQueries(fake.requests).at(-1)).toMatchObject({
        subject: 'baterii',
        'notification.senderId': '5',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: /^Subiect/ }));
    await waitFor(() =>
      expect(reportQueries(fake.requests).at(-1)).toMatchObject({ sort: 'notification.subject,asc' }),
    );
  });

  it("'Detalii' shows how many receivers read it and each one's status", async () => {
    notificationsServer();
    renderPage();
    await screen.findByText('Colectare baterii');
    await userEvent.click(screen.getByRole('button', { name: 'Detalii: Colectare baterii' }));
    const dialog = await screen.findByRole('dialog', { name: 'Destinatari: Colectare baterii' });
    expect(await within(dialog).findByText('Citită de 2 din 3 destinatari')).toBeInTheDocument();
    const unread = within(dialog).getByText('Elev 2').closest('tr')!;
    expect(within(unread).getByText('NECITIT')).toBeInTheDocument();
  });
});
