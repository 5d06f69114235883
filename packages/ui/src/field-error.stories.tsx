import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldError } from './field-error.js';

const meta = {
  title: 'ui/FieldError',
  component: FieldError,
  args: { id: 'field-error-demo', children: 'Va rugam bifati toate campurile obligatorii.' },
} satisfies Meta<typeof FieldError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Message: Story = {};
export const Empty: Story = { args: { children: undefined } };
