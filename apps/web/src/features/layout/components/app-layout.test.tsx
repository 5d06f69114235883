import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MOBILE_QUERY } from '../hooks/use-sidebar.js';
import { AppLayout } from './app-layout.js';

function renderLayout(width: number) {
  // The layout asks matchMedia whether it is on a phone (under 768 px).
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === MOBILE_QUERY && width <= 767,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  localStorage.clear();
  return render(
    <MemoryRouter>
      <AppLayout
        links={[{ path: '/teme-de-casa', label: 'Teme de casă', bold: false }]}
        user={{ name: 'Ana Știrbu', roleLabel: 'Elev', points: { label: 'Punctele mele', value: 1234.5 } }}
        userMenu={[]}
        homePath="/teme-de-casa"
      >
        <p>Conținutul paginii</p>
      </AppLayout>
    </MemoryRouter>,
  );
}

describe('the sidebar of the signed-in pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("on a phone stays empty until opened, then shows the pupil's name, points and menu", async () => {
    const { container } = renderLayout(375);
    const sidebar = container.querySelector('#sidebar')!;
    expect(sidebar).toHaveAttribute('hidden');
    expect(sidebar).toBeEmptyDOMElement();
    expect(screen.getByText('Conținutul paginii')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: /Deschide meniul/ }));
    expect(sidebar).not.toHaveAttribute('hidden');
    expect(screen.getByText('Ana Știrbu')).toBeVisible();
    expect(screen.getByText('1.234,5')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Teme de casă' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: /Închide meniul/ }));
    expect(sidebar).toBeEmptyDOMElement();
  });

  it('on a desktop is open from the start', () => {
    renderLayout(1280);
    expect(screen.getByText('Ana Știrbu')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Teme de casă' })).toBeVisible();
  });
});
