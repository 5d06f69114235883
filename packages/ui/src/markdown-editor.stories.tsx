import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MarkdownEditor } from './markdown-editor.js';
import type { MarkdownEditorProps } from './markdown-editor.js';

function Controlled(props: MarkdownEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <>
      <MarkdownEditor {...props} value={value} onChange={setValue} />
      <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>{value}</pre>
    </>
  );
}

const meta = {
  title: 'ui/MarkdownEditor',
  component: MarkdownEditor,
  args: {
    label: 'Textul slide-ului',
    value: '## Bateriile\n\nSe reciclează **separat**.\n\n- la școală\n- la magazin',
    onChange: () => {},
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof MarkdownEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { value: '', placeholder: 'Scrie aici textul lecției…' } };
export const WithError: Story = { args: { value: '', error: 'Textul este obligatoriu' } };
export const Disabled: Story = { args: { disabled: true } };
