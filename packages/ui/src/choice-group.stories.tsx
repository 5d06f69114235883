import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChoiceGroup } from './choice-group.js';
import type { ChoiceGroupProps } from './choice-group.js';

// Inline SVG pictures keep the stories offline.
const picture = (emoji: string, background: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="${background}"/><text x="80" y="78" font-size="56" text-anchor="middle">${emoji}</text></svg>`,
  )}`;

function Controlled(props: ChoiceGroupProps) {
  const [value, setValue] = useState(props.value);
  return <ChoiceGroup {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'ui/ChoiceGroup',
  component: ChoiceGroup,
  args: {
    legend: 'Unde aruncăm bateriile folosite?',
    type: 'radio',
    value: [],
    onChange: () => {},
    options: [
      { value: 'cos', label: 'La coșul de gunoi' },
      { value: 'recipient', label: 'În recipientul special' },
      { value: 'apa', label: 'În apă' },
    ],
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ChoiceGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Radio: Story = {};
export const RadioSelected: Story = { args: { value: ['recipient'] } };
export const Checkboxes: Story = {
  args: {
    legend: 'Ce putem recicla?',
    type: 'checkbox',
    value: ['baterii'],
    options: [
      { value: 'baterii', label: 'Baterii' },
      { value: 'becuri', label: 'Becuri' },
      { value: 'telefon', label: 'Telefon vechi' },
      { value: 'banana', label: 'Coajă de banană' },
    ],
  },
};
export const WithImages: Story = {
  args: {
    legend: 'Care dintre acestea este un deșeu electric?',
    options: [
      { value: 'telefon', label: 'Telefon', imageUrl: picture('📱', '#e3f0fc') },
      { value: 'mar', label: 'Măr', imageUrl: picture('🍎', '#fdecea') },
      { value: 'bec', label: 'Bec', imageUrl: picture('💡', '#fff3e0') },
    ],
  },
};
export const WithError: Story = { args: { error: 'Alege un răspuns' } };
export const Disabled: Story = { args: { disabled: true, value: ['cos'] } };
