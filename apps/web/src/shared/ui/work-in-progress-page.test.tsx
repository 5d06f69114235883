import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { WorkInProgressPage } from './work-in-progress-page.js';

describe('WorkInProgressPage', () => {
  it("shows the page's title and a clear 'Pagină în lucru' state", () => {
    render(
      <MemoryRouter>
        <WorkInProgressPage title="Raport școli" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Raport școli' })).toBeInTheDocument();
    expect(screen.getByText('Pagină în lucru')).toBeInTheDocument();
    expect(document.title).toBe('Raport școli – Școala Ecoterrienilor');
  });
});
