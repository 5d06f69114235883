import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '../shared/store/create-store.js';
import { SlideEditorFrame, SlideViewFrame } from './slide-frame.js';
import { slideRegistry } from './slide-registry.js';

function renderWithStore(ui: React.ReactElement) {
  return render(<Provider store={createAppStore()}>{ui}</Provider>);
}

describe('slide frames', () => {
  it('registers the six discovered plugins', () => {
    expect(
      slideRegistry
        .list()
        .map((core) => core.type)
        .sort(),
    ).toEqual(['IMAGE_UPLOAD', 'INFO', 'ORDERING', 'QUESTION', 'TEXT', 'VIDEO_PREVIEW']);
  });

  it('shows the placeholder for an unknown plugin and never changes the slide', () => {
    const onChange = vi.fn();
    const stored = { type: 'FUTURE_POLL', pluginVersion: '2.0.0', schemaVersion: 3, data: { q: 'x' } };
    const copy = structuredClone(stored);
    renderWithStore(<SlideEditorFrame slide={stored} lessonType="LESSON" issues={[]} onChange={onChange} />);
    expect(screen.getByText('Plugin pentru tipul de slide FUTURE_POLL nu a fost găsit')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(stored).toEqual(copy);
  });

  it("shows 'Slide invalid' for data that fails the plugin's schema", () => {
    const stored = { type: 'INFO', pluginVersion: '1.0.0', schemaVersion: 1, data: { markdown: 42 } };
    renderWithStore(<SlideEditorFrame slide={stored} lessonType="LESSON" issues={[]} onChange={vi.fn()} />);
    expect(screen.getByText('Slide invalid')).toBeInTheDocument();
  });

  it('lazily renders the plugin Editor for a valid slide', async () => {
    const slide = slideRegistry.createSlide('INFO');
    renderWithStore(<SlideEditorFrame slide={slide} lessonType="LESSON" issues={[]} onChange={vi.fn()} />);
    expect(await screen.findByText('Conținut', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('renders a learner slide by its View and the placeholder for an unknown type', async () => {
    renderWithStore(
      <SlideViewFrame
        slide={{ type: 'NOPE', pluginVersion: '1.0.0', schemaVersion: 1, data: {} }}
        source="learner"
        mode="complete"
        answer={undefined}
        onAnswerChange={vi.fn()}
      />,
    );
    expect(screen.getByText('Plugin pentru tipul de slide NOPE nu a fost găsit')).toBeInTheDocument();
  });

  it("gives the View the server's HTML of the slide's markdown", async () => {
    const markdown = '## Baterii';
    const slide = {
      type: 'INFO',
      pluginVersion: '1.0.0',
      schemaVersion: 1,
      data: { markdown },
      markdownHtml: { [markdown]: '<h2>Baterii, de pe server</h2>' },
    };
    renderWithStore(
      <SlideViewFrame
        slide={slide}
        source="learner"
        mode="complete"
        answer={undefined}
        onAnswerChange={vi.fn()}
      />,
    );
    const heading = await screen.findByRole('heading', { level: 2 }, { timeout: 5000 });
    expect(heading).toHaveTextContent('Baterii, de pe server');
  });
});
