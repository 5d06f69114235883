import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { UnsavedChangesGuard } from './unsaved-changes-guard.js';

/**
 * The editor's own case: a save makes the draft clean and, in the same render, asks to go to the saved
 * lesson's path. Here the page navigates from a layout effect, which runs before the guard's passive
 * effects, as Preact runs a parent's pending effects before its child's: the guard must already answer for
 * this render, not the one before the save.
 */
function EditorAfterSave() {
  const [saved, setSaved] = useState(false);
  const navigate = useNavigate();
  useLayoutEffect(() => {
    if (saved) void navigate('/lectii/editare/7', { replace: true });
  }, [saved, navigate]);
  return (
    <>
      <button type="button" onClick={() => setSaved(true)}>
        Salvează
      </button>
      <UnsavedChangesGuard when={!saved} />
    </>
  );
}

function renderEditor() {
  const router = createMemoryRouter(
    [
      { path: '/lectii/editare', element: <EditorAfterSave /> },
      { path: '/lectii/editare/:id', element: <h1>Lecția salvată</h1> },
    ],
    { initialEntries: ['/lectii/editare'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('UnsavedChangesGuard', () => {
  it('lets the editor move to the saved lesson in the render that made the draft clean', async () => {
    const router = renderEditor();
    await act(async () => screen.getByRole('button', { name: 'Salvează' }).click());
    expect(await screen.findByRole('heading', { name: 'Lecția salvată' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lectii/editare/7');
    expect(screen.queryByText('Modificări nesalvate')).not.toBeInTheDocument();
  });

  it('still stops a navigation while the draft has changes', async () => {
    const router = renderEditor();
    await act(async () => router.navigate('/lectii'));
    expect(screen.getByText('Modificări nesalvate')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lectii/editare');
  });
});
