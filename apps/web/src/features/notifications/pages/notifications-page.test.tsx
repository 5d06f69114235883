import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Notification, NotificationReceiver } from '@platform/contracts';
import { installFakeServer, json, type FakeRequest } from '../../../test/fake-server.js';
import { renderWithSession } from '../test/render-with-session.js';
import { NotificationsPage } from './notifications-page.js';

const sent: Notification = {
  id: 4,
  subject: 'Colectare baterii',
  content: 'Text',
  sendAt: '2026-11-20T10:30:00.000Z',
  senderId: 1,
  senderNume: 'Ana Administrator',
  isRead: null,
  readAt: null,
  receiversCount: 2,
};

const receivers: NotificationReceiver[] = [
  {
    id: 1,
    receiverId: 7,
    codSe: 'SE-001',
    numeInstitutieInvatamant: 'Școala Gimnazială nr. 1',
    receiverNume: 'Andrei Elev',
    receiverRole: 'ELEV',
    isRead: true,
    readAt: '2026-11-21T09:00:00.000Z',
  },
  {
    id: 2,
    receiverId: 8,
    codSe: null,
    numeInstitutieInvatamant: null,
    receiverNume: 'Ioana Profesor',
    receiverRole: 'PROFESOR',
    isRead: false,
    readAt: null,
  },
];

const emptyPage = {
  content: [],
  totalElements: 0,
  totalPages: 0,
  pageable: { pageNumber: 0, pageSize: 20, sort: null },
};

function server(handle: (request: FakeRequest) => Response | undefined) {
  return installFakeServer(
    (request) => handle(request) ?? json(404, { message: 'Resursa nu a fost găsită', errors: {} }),
  );
}

function senderServer(overrides: (request: FakeRequest) => Response | undefined = () => undefined) {
  return server((request) => {
    const answer = overrides(request);
    if (answer) return answer;
    if (
      request.path.startsWith('/notifications/report?') &&
      request.path.includes('notification.senderId=1')
    ) {
      return json(200, { ...emptyPage, content: [sent], totalElements: 1, totalPages: 1 });
    }
    if (request.path.startsWith('/notifications/report?')) return json(200, emptyPage);
    if (request.path === '/notifications/4/receivers') return json(200, receivers);
    if (request.path === '/notifications/4/resend') return json(200, { message: 'ok' });
    return undefined;
  });
}

describe('NotificationsPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows only Primite to pupils and teachers', async () => {
    server((request) =>
      request.path.startsWith('/notifications/report?') ? json(200, emptyPage) : undefined,
    );
    renderWithSession(<NotificationsPage title="Mesaje" />, { role: 'PROFESOR', sub: '3' });
    expect(await screen.findByText('Nu aveți mesaje primite.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('gives ADMIN and DBEST the tabs Primite, Trimise and Creare, movable with the arrow keys', async () => {
    senderServer();
    renderWithSession(<NotificationsPage title="Mesaje" />, { role: 'DBEST', sub: '1' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Primite', 'Trimise', 'Creare']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Trimise' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Colectare baterii' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Creare' }));
    expect(screen.getByRole('heading', { name: 'Trimitere Notificare Bulk' })).toBeInTheDocument();
  });

  it('lists the receivers of a sent message in Detalii', async () => {
    senderServer();
    renderWithSession(<NotificationsPage title="Mesaje" />, { role: 'ADMIN', sub: '1' });
    await userEvent.click(screen.getByRole('tab', { name: 'Trimise' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Detalii' }));
    const dialog = await screen.findByRole('dialog', { name: 'Destinatari: Colectare baterii' });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows.map((row) => Array.from(row.children).map((cell) => cell.textContent))).toEqual([
      ['Cod SE', 'Instituția de învățământ', 'Destinatar', 'Rol', 'Status', 'Data citirii'],
      [
        'SE-001',
        'Școala Gimnazială nr. 1',
        'Andrei Elev',
        'Elev',
        'CITIT',
        expect.stringMatching(/^21\.11\.2026/),
      ],
      ['', '', 'Ioana Profesor', 'Profesor', 'NECITIT', ''],
    ]);
  });

  it('says when a message has no details, or when they cannot load', async () => {
    senderServer((request) => (request.path === '/notifications/4/receivers' ? json(200, []) : undefined));
    const first = renderWithSession(<NotificationsPage title="Mesaje" />, { role: 'ADMIN', sub: '1' });
    await userEvent.click(screen.getByRole('tab', { name: 'Trimise' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Detalii' }));
    expect(await screen.findByText('Nu exista detalii despre aceasta notificare')).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();
    senderServer((request) =>
      request.path === '/notifications/4/receivers' ? json(403, { message: '', errors: {} }) : undefined,
    );
    renderWithSession(<NotificationsPage title="Mesaje" />, { role: 'ADMIN', sub: '1' });
    await userEvent.click(screen.getByRole('tab', { name: 'Trimise' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Detalii' }));
    expect(
      await screen.findByText(
        'Detaliile despre aceasta notificare nu s-au putut incarca. Va rugam sa incercati mai tarziu.',
      ),
    ).toBeInTheDocument();
  });

  it('resends a sent message with the success toast, and shows the failure toast', async () => {
    let fail = false;
    const fake = senderServer((request) =>
      request.path === '/notifications/4/resend' && fail ? json(409, { message: '', errors: {} }) : undefined,
    );
    renderWithSession(<NotificationsPage title="Mesaje" />, { role: 'ADMIN', sub: '1' });
    await userEvent.click(screen.getByRole('tab', { name: 'Trimise' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retrimite' }));
    expect(await screen.findByText('Notificarea a fost retrimisa.')).toBeInTheDocument();
    expect(
      fake.requests.filter((r) => r.method === 'POST' && r.path === '/notifications/4/resend'),
    ).toHaveLength(1);
    fail = true;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retrimite' })).toBeEnabled(), {
      timeout: 3_000,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retrimite' }));
    expect(
      await screen.findByText('Notificarea nu a putut fi retrimisa. Va rugam sa incercati mai tarziu.'),
    ).toBeInTheDocument();
  });
});
