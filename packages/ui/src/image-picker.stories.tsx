import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImagePicker } from './image-picker.js';
import type { ImagePickerProps } from './image-picker.js';

const sample = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${color}"/></svg>`,
  )}`;

/** Pretends to upload: reports progress for a second, then returns a local object URL. */
const fakeUpload: ImagePickerProps['upload'] = (file, onProgress) =>
  new Promise((resolve) => {
    let fraction = 0;
    const timer = setInterval(() => {
      fraction = Math.min(1, fraction + 0.2);
      onProgress(fraction);
      if (fraction >= 1) {
        clearInterval(timer);
        resolve({ url: URL.createObjectURL(file) });
      }
    }, 200);
  });

const failingUpload: ImagePickerProps['upload'] = () => Promise.reject(new Error('500'));

function Controlled(props: ImagePickerProps) {
  const [urls, setUrls] = useState(props.value);
  return <ImagePicker {...props} value={urls} onChange={setUrls} />;
}

const meta = {
  title: 'ui/ImagePicker',
  component: ImagePicker,
  args: {
    label: 'Poze de la activitatea practică',
    hint: 'Maxim 3 imagini',
    max: 3,
    value: [],
    onChange: () => {},
    upload: fakeUpload,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ImagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithImages: Story = { args: { value: [sample('#a5d6a7'), sample('#90caf9')] } };
export const Full: Story = { args: { value: [sample('#a5d6a7'), sample('#90caf9'), sample('#ffcc80')] } };
export const UploadFails: Story = { args: { upload: failingUpload, hint: 'Orice încărcare eșuează aici' } };
export const WithError: Story = { args: { error: 'Nu a fost selectat un fisier' } };
export const Disabled: Story = { args: { disabled: true, value: [sample('#a5d6a7')] } };
