import { useReducer, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { LessonSlide } from '@platform/contracts';
import { storyLesson } from '../../../storybook/story-lessons.js';
import { slidesReducer, type EditorSlide } from '../state/editor-slides.js';
import '../lesson-editor.css';
import { SlideStrip } from './slide-strip.js';

interface SlideStripStoryArgs {
  /** The lesson's slides, in their order. */
  slides: LessonSlide[];
  /** Numbers (1-based) of slides marked invalid. */
  invalidNumbers: number[];
}

/** The editor's slide list with its own state, so moves and selection behave as in the editor. */
function SlideStripStory({ slides, invalidNumbers }: SlideStripStoryArgs) {
  const [items, dispatch] = useReducer(slidesReducer, slides, (initial): EditorSlide[] =>
    initial.map((slide, index) => ({ key: `slide-${index}`, slide })),
  );
  const [selectedKey, setSelectedKey] = useState<string | null>(items[0]?.key ?? null);
  const invalidKeys = new Set(
    items.filter((_, index) => invalidNumbers.includes(index + 1)).map((item) => item.key),
  );
  return (
    <div style={{ maxWidth: 360 }}>
      <SlideStrip
        items={items}
        selectedKey={selectedKey}
        invalidKeys={invalidKeys}
        onSelect={setSelectedKey}
        onMove={(from, to) => dispatch({ type: 'move', from, to })}
      />
    </div>
  );
}

const [info, question] = storyLesson().slides.map(({ placeholder: _placeholder, ...slide }) => slide);
const slides: LessonSlide[] = [
  info!,
  question!,
  {
    number: 3,
    type: 'TEXT',
    pluginVersion: '1.0.0',
    schemaVersion: 1,
    data: {
      text: 'Descrie în două propoziții drumul unei baterii de la tine până la reciclare.',
      minLength: 10,
      maxLength: 1000,
    },
  },
  {
    number: 4,
    type: 'IMAGE_UPLOAD',
    pluginVersion: '1.0.0',
    schemaVersion: 1,
    data: {
      instructions: 'Fotografiază cutia de colectare a bateriilor din clasa ta.',
      minPhotos: 1,
      maxPhotos: 2,
    },
  },
];

const meta = {
  title: 'web/Lesson editor/Lista de slide-uri',
  component: SlideStripStory,
  args: { slides, invalidNumbers: [] },
} satisfies Meta<typeof SlideStripStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithInvalidSlide: Story = { args: { invalidNumbers: [3] } };

/** Alt+↓ on the first slide moves it below the second; the numbers follow. */
export const ReorderSlides: Story = {
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list'));
    const firstRow = () => list.getAllByRole('listitem')[0]!;
    await expect(firstRow()).toHaveTextContent(/Informație|O singură baterie/);
    const select = within(firstRow()).getAllByRole('button')[1]!;
    select.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(firstRow()).toHaveTextContent('Unde ducem bateriile uzate?');
    const second = list.getAllByRole('listitem')[1]!;
    await expect(second).toHaveTextContent('O singură baterie');
  },
};
