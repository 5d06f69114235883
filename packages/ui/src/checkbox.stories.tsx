import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox.js';
import type { CheckboxProps } from './checkbox.js';

function Controlled(props: CheckboxProps) {
  const [checked, setChecked] = useState(props.checked);
  return <Checkbox {...props} checked={checked} onChange={setChecked} />;
}

const meta = {
  title: 'ui/Checkbox',
  component: Checkbox,
  args: { label: 'Am citit și sunt de acord cu regulamentul', checked: false, onChange: () => {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { checked: true } };
export const WithError: Story = { args: { error: 'Acest camp trebuie bifat.' } };
export const Disabled: Story = { args: { disabled: true, checked: true } };
export const LongLabel: Story = {
  args: {
    label:
      'Prin prezenta confirm că am citit informarea privind prelucrarea datelor personale și sunt de acord ca școala să folosească imaginile.',
  },
};
