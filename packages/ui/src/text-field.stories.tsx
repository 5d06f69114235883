import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field.js';

const meta = {
  title: 'ui/TextField',
  component: TextField,
  args: { label: 'Numele școlii' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = {
  args: { hint: 'Așa cum apare în SIIIR', placeholder: 'Școala Gimnazială nr. 1' },
};
export const WithError: Story = {
  args: { label: 'Email', defaultValue: 'ana@', error: 'Adresa de email nu este validă' },
};
export const Required: Story = { args: { required: true } };
export const Multiline: Story = {
  args: { label: 'Descrie activitatea', multiline: true, rows: 5, hint: 'Cel puțin două propoziții' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Nu se poate modifica' } };
