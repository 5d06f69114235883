import type { Meta, StoryObj } from '@storybook/react-vite';
import { MarkdownView } from './markdown-view.js';

const meta = {
  title: 'ui/MarkdownView',
  component: MarkdownView,
  args: {
    markdown: [
      '## De ce reciclăm bateriile?',
      '',
      'Bateriile conțin metale **grele** care otrăvesc *solul* și apa.',
      '',
      '- Le punem în recipientul special',
      '- Le ducem la școală',
      '',
      '1. Adună bateriile',
      '2. Predă-le profesorului',
      '',
      '[Află mai multe](https://example.org)',
    ].join('\n'),
  },
} satisfies Meta<typeof MarkdownView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lesson: Story = {};
export const Sanitized: Story = {
  args: {
    markdown: 'Textul rămâne, scriptul dispare: <script>alert(1)</script><img src="x" onerror="alert(1)">',
  },
};
export const Empty: Story = { args: { markdown: '' } };
