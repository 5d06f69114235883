import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { installFakeServer, json, type FakeRequest } from '../../../test/fake-server.js';
import { renderWithSession, stubLayoutForEditor } from '../test/render-with-session.js';
import { BulkNotificationForm } from './bulk-notification-form.js';

function server(onSend: (request: FakeRequest) => Response) {
  return installFakeServer((request) =>
    request.method === 'POST' && request.path === '/notifications'
      ? onSend(request)
      : json(404, { message: 'Resursa nu a fost găsită', errors: {} }),
  );
}

const sentAnswer = {
  message: 'Mesajul a fost trimis',
  notification: {
    id: 9,
    subject: 'Colectare',
    content: 'Aduceți bateriile',
    sendAt: '2026-11-22T08:00:00.000Z',
    senderId: 1,
    senderNume: 'Ana Administrator',
    isRead: null,
    readAt: null,
    receiversCount: 1,
  },
};

const content = () => screen.getByRole('textbox', { name: 'Conținut' });
const typeContent = (text: string) => userEvent.type(content(), text);
const sends = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/notifications');

describe('BulkNotificationForm', () => {
  beforeAll(stubLayoutForEditor);
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('refuses to send without ticked recipients, subject or content, and sends nothing', async () => {
    const fake = server(() => json(201, sentAnswer));
    renderWithSession(<BulkNotificationForm />);
    expect(screen.getByRole('heading', { name: 'Trimitere Notificare Bulk' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Trimitere mesaj' }));
    expect(
      await screen.findByText('Drept destinatari nu au fost bifati nici elevii, nici profesorii.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Subiectul este obligatoriu')).toBeInTheDocument();
    expect(screen.getByText('Conținutul mesajului este obligatoriu')).toBeInTheDocument();
    expect(sends(fake.requests)).toHaveLength(0);
  });

  it('shows the recipients rule even when subject and content are filled, and clears it on a tick', async () => {
    const fake = server(() => json(201, sentAnswer));
    renderWithSession(<BulkNotificationForm />);
    await userEvent.type(screen.getByLabelText(/Subiect/), 'Colectare');
    await typeContent('Text');
    await userEvent.click(screen.getByRole('button', { name: 'Trimitere mesaj' }));
    const rule = 'Drept destinatari nu au fost bifati nici elevii, nici profesorii.';
    expect(await screen.findByText(rule)).toBeInTheDocument();
    expect(sends(fake.requests)).toHaveLength(0);
    await userEvent.click(screen.getByLabelText('Profesori'));
    expect(screen.queryByText(rule)).not.toBeInTheDocument();
  });

  it('sends trimmed subject and content to the ticked roles, confirms and clears the form', async () => {
    const fake = server(() => json(201, sentAnswer));
    renderWithSession(<BulkNotificationForm />);
    await userEvent.click(screen.getByLabelText('Elevi'));
    await userEvent.type(screen.getByLabelText(/Subiect/), '  Colectare  ');
    await typeContent('Text');
    await userEvent.click(screen.getByRole('button', { name: 'Trimitere mesaj' }));
    expect(await screen.findByText('Mesajul a fost trimis')).toBeInTheDocument();
    expect(sends(fake.requests).map((r) => r.body)).toEqual([
      { subject: 'Colectare', content: 'Text', toTeachers: false, toStudents: true },
    ]);
    await waitFor(() => expect(screen.getByLabelText(/Subiect/)).toHaveValue(''));
    expect(screen.getByLabelText('Elevi')).not.toBeChecked();
    expect(content().textContent).toBe('');
  });

  it('shows the server field errors under the fields and the fallback toast', async () => {
    server(() =>
      json(400, { message: '', errors: { subject: 'Subiectul poate avea cel mult 200 de caractere' } }),
    );
    renderWithSession(<BulkNotificationForm />);
    await userEvent.click(screen.getByLabelText('Profesori'));
    await userEvent.type(screen.getByLabelText(/Subiect/), 'Colectare');
    await typeContent('Text');
    await userEvent.click(screen.getByRole('button', { name: 'Trimitere mesaj' }));
    expect(await screen.findByText('Mesajul nu a putut fi trimis.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Subiect/)).toHaveAccessibleDescription(
      'Subiectul poate avea cel mult 200 de caractere',
    );
  });

  it('locks the submit button for 2 s after a click', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server(() => json(201, sentAnswer));
    renderWithSession(<BulkNotificationForm />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByLabelText('Elevi'));
    await user.type(screen.getByLabelText(/Subiect/), 'Colectare');
    await user.type(content(), 'Text');
    const submit = screen.getByRole('button', { name: 'Trimitere mesaj' });
    await user.click(submit);
    await screen.findByText('Mesajul a fost trimis');
    expect(submit).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    expect(submit).toBeEnabled();
  });

  it('warns when the message to cancel is already empty, and clears a written one', async () => {
    server(() => json(201, sentAnswer));
    renderWithSession(<BulkNotificationForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Anulare mesaj' }));
    expect(await screen.findByText('Aceast mesaj este deja gol.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Subiect/), 'Ciornă');
    await userEvent.click(screen.getByRole('button', { name: 'Anulare mesaj' }));
    await waitFor(() => expect(screen.getByLabelText(/Subiect/)).toHaveValue(''));
  });
});
