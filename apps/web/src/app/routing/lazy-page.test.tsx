import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { installFakeServer, json } from '../../test/fake-server.js';
import { demoProfile } from '../../test/demo-profiles.js';
import { renderApp, renderPageAs } from '../../test/render-app.js';
import { STORAGE_KEYS } from '@platform/contracts';
import { fakeJwt } from '../../test/fake-jwt.js';
import { lazyPage } from './lazy-page.js';
import { RouteGate } from './route-gate.js';
import type { AuthenticatedRoute, PageComponent, PagePreloadContext } from './route-definition.js';
import { ROUTES } from './route-table.js';

const Page: PageComponent = ({ title }) => <h1>{title}</h1>;

describe('a lazily loaded page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('downloads its code once, preloaded or rendered, and tries again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<{ Page: PageComponent }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({ Page });
    const Lazy = lazyPage(load, (module) => module.Page);
    await expect(Lazy.preload!()).rejects.toThrow('Failed to fetch');
    await Lazy.preload!();
    render(
      <Suspense fallback="…">
        <Lazy title="Teme de casă" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Teme de casă' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("starts the page's first calls before its code is evaluated, and loads it even if they fail", async () => {
    const steps: string[] = [];
    const load = vi.fn(async () => {
      steps.push('page code');
      return { Page };
    });
    // The prefetch's own module arrives a moment later, as a chunk does.
    const prefetch = vi
      .fn<(context: PagePreloadContext) => Promise<void>>()
      .mockImplementationOnce(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        steps.push('first calls');
      })
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const context: PagePreloadContext = { pathname: '/x', claims: null, dispatch: vi.fn() };
    const Lazy = lazyPage(load, (module) => module.Page, prefetch);
    await Lazy.preload!(context);
    expect(steps).toEqual(['first calls', 'page code']);

    const Other = lazyPage(load, (module) => module.Page, prefetch);
    await Other.preload!(context);
    expect(load).toHaveBeenCalledTimes(2);
    expect(prefetch).toHaveBeenCalledWith(context);
  });

  it("is downloaded by its route's gate while the signed-in user's profile is still on its way", async () => {
    let answerProfile!: () => void;
    const profileHeld = new Promise<void>((resolve) => (answerProfile = resolve));
    installFakeServer(async () => {
      await profileHeld;
      return json(200, demoProfile({ role: 'ELEV', isEnabled: true, schoolId: 1 }));
    });
    const load = vi.fn(async () => ({ Page }));
    const route: AuthenticatedRoute = {
      key: 'HOMEWORK',
      path: '/',
      title: 'Teme de casă',
      access: 'authenticated',
      roles: ['ELEV'],
      page: lazyPage(load, (module) => module.Page),
    };
    renderPageAs({ role: 'ELEV', sub: '7' }, <RouteGate route={route} />);
    expect(await screen.findByText('Se încarcă…')).toBeInTheDocument();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    answerProfile();
    expect(await screen.findByRole('heading', { name: 'Teme de casă' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("is downloaded by the signed-in shell for the address's page while the profile is on its way", async () => {
    localStorage.setItem(STORAGE_KEYS.token, fakeJwt({ role: 'ELEV', sub: '7' }));
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
    let answerProfile!: () => void;
    const profileHeld = new Promise<void>((resolve) => (answerProfile = resolve));
    installFakeServer(async (request) => {
      if (/^\/(lessons|answers)\//.test(request.path))
        return json(404, { message: 'Lecția nu a fost găsită', errors: {} });
      if (request.path === '/users/profile') await profileHeld;
      return json(200, demoProfile({ role: 'ELEV', id: 7, isEnabled: true, schoolId: 1 }));
    });
    const completion = ROUTES.find((route) => route.path === '/completare-lectie/id/:id');
    const other = ROUTES.find((route) => route.path === '/teme-de-casa');
    if (completion?.access !== 'authenticated' || other?.access !== 'authenticated')
      throw new Error('route table changed');
    const preloadCompletion = vi.spyOn(completion.page, 'preload');
    const preloadOther = vi.spyOn(other.page, 'preload');
    renderApp('/completare-lectie/id/2');
    await vi.waitFor(() => expect(preloadCompletion).toHaveBeenCalled());
    expect(screen.getByText('Se încarcă…')).toBeInTheDocument();
    expect(preloadOther).not.toHaveBeenCalled();
    answerProfile();
    expect(await screen.findByRole('heading', { level: 1, name: /./ })).toBeInTheDocument();
  });
});
