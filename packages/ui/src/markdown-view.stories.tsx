import type { Meta, StoryObj } from '@storybook/react-vite';
import { MarkdownHtmlProvider, MarkdownSourceText, MarkdownView } from './markdown-view.js';

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

/** A pupil's slide: the server's sanitized HTML for this exact source, shown without the browser's renderer. */
export const ServerRendered: Story = {
  args: { markdown: '## Bateriile\n\nSe colectează **separat**.' },
  render: (args) => (
    <MarkdownHtmlProvider
      html={{ [args.markdown]: '<h2>Bateriile</h2>\n<p>Se colectează <strong>separat</strong>.</p>\n' }}
    >
      <MarkdownView {...args} />
    </MarkdownHtmlProvider>
  ),
};

/** Offline without the renderer (no server HTML for this text): the source, readable, line breaks kept. */
export const RendererUnavailable: Story = {
  render: (args) => <MarkdownSourceText {...args} />,
};
