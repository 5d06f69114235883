import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Notification } from '@platform/contracts';
import { installFakeServer, json, type FakeRequest } from '../../../test/fake-server.js';
import { formatDateTime } from '../../../shared/dates/format-date.js';
import { renderWithSession } from '../test/render-with-session.js';
import { ReceivedNotifications } from './received-notifications.js';

function notification(overrides: Partial<Notification>): Notification {
  return {
    id: 1,
    subject: 'Subiect',
    content: 'Conținut',
    sendAt: '2026-11-20T10:30:00.000Z',
    senderId: 1,
    senderNume: 'Ana Administrator',
    isRead: false,
    readAt: null,
    receiversCount: 1,
    ...overrides,
  };
}

function page(content: Notification[], totalElements = content.length) {
  return {
    content,
    totalElements,
    totalPages: Math.max(1, Math.ceil(totalElements / 20)),
    pageable: { pageNumber: 0, pageSize: 20, sort: 'notification.sendAt,desc' },
  };
}

/** A server that remembers read marks, like the real one. */
function inboxServer(items: Notification[], totalElements?: number) {
  return installFakeServer((request: FakeRequest) => {
    const read = /^\/notifications\/(\d+)\/read\?isRead=true$/.exec(request.path);
    if (request.method === 'PATCH' && read) {
      const item = items.find((n) => n.id === Number(read[1]))!;
      Object.assign(item, { isRead: true, readAt: '2026-11-22T09:00:00.000Z' });
      return json(200, item);
    }
    if (request.method === 'GET' && request.path.startsWith('/notifications/report?')) {
      return json(200, page(structuredClone(items), totalElements));
    }
    return json(404, { message: 'Resursa nu a fost găsită', errors: {} });
  });
}

const listRequests = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.path.startsWith('/notifications/report?'));

describe('ReceivedNotifications', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the caller's received messages, 20 per page, newest first, and shows each card", async () => {
    const fake = inboxServer([
      notification({ id: 2, subject: 'Colectare baterii', isRead: false }),
      notification({ id: 1, subject: 'Bun venit', isRead: true, sendAt: '2026-11-01T08:05:00.000Z' }),
    ]);
    renderWithSession(<ReceivedNotifications />, { sub: '7', role: 'ELEV' });
    const first = (await screen.findByRole('heading', { name: 'Colectare baterii' })).closest('article')!;
    const second = screen.getByRole('heading', { name: 'Bun venit' }).closest('article')!;
    expect(within(first).getByText('NECITIT')).toBeInTheDocument();
    expect(within(second).getByText('CITIT')).toBeInTheDocument();
    expect(within(second).getByText(formatDateTime('2026-11-01T08:05:00.000Z'))).toHaveTextContent(
      /^01\.11\.2026, \d\d:05$/,
    );
    const query = new URLSearchParams(listRequests(fake.requests)[0]!.path.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      'receiver.id': '7',
      page: '0',
      size: '20',
      sort: 'notification.sendAt,desc',
    });
  });

  it('opens an unread message in a modal with sanitized markdown, marks it read, then refetches', async () => {
    const fake = inboxServer([
      notification({
        id: 5,
        subject: 'Provocarea lunii',
        content:
          '**Important**: aduceți becurile.<script>window.hacked = true</script><img src=x onerror="window.hacked = true">',
      }),
    ]);
    renderWithSession(<ReceivedNotifications />, { sub: '7', role: 'ELEV' });
    const card = (await screen.findByRole('heading', { name: 'Provocarea lunii' })).closest('article')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Deschide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Provocarea lunii' });
    expect(within(dialog).getByText('Important').tagName).toBe('STRONG');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    await waitFor(() =>
      expect(
        fake.requests.some((r) => r.method === 'PATCH' && r.path === '/notifications/5/read?isRead=true'),
      ).toBe(true),
    );
    await waitFor(() => expect(listRequests(fake.requests)).toHaveLength(2));
    expect(await within(card).findByText('CITIT')).toBeInTheDocument();
  });

  it('does not mark an already read message again, and a click outside closes the modal', async () => {
    const fake = inboxServer([notification({ id: 3, subject: 'Deja citit', isRead: true })]);
    renderWithSession(<ReceivedNotifications />, { sub: '7', role: 'PROFESOR' });
    await userEvent.click(await screen.findByRole('button', { name: 'Deschide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deja citit' });
    fireEvent.click(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('moves to the next page on request', async () => {
    const fake = inboxServer([notification({ id: 1 })], 45);
    renderWithSession(<ReceivedNotifications />, { sub: '7', role: 'ELEV' });
    await userEvent.click(await screen.findByRole('button', { name: 'Pagina următoare' }));
    await waitFor(() => expect(listRequests(fake.requests).at(-1)!.path).toContain('page=1'));
  });

  it("says 'Pagina nu s-a putut incarca.' when the list fails", async () => {
    installFakeServer(() => json(400, { message: 'Eroare', errors: {} }));
    renderWithSession(<ReceivedNotifications />, { sub: '7', role: 'ELEV' });
    expect(await screen.findByText('Pagina nu s-a putut incarca.')).toBeInTheDocument();
  });
});
