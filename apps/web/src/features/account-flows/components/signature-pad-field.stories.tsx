import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignaturePadField } from './signature-pad-field.js';
import '../account-flows.css';

function SignatureDemo({ initial, error }: { initial: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <SignaturePadField
      value={value}
      onChange={setValue}
      error={error}
      onUpload={async (image) => URL.createObjectURL(image)}
    />
  );
}

const meta = {
  title: 'web/Account flows/SignaturePadField',
  component: SignatureDemo,
  args: { initial: '' },
} satisfies Meta<typeof SignatureDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Missing: Story = {
  args: {
    error: 'Nu a fost completata semnatura parintelui. Asigurati-va ca dupa completare apasati bifa verde.',
  },
};
