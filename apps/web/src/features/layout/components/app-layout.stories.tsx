import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { AppLayout } from './app-layout.js';
import type { UserMenuEntry } from '../layout-types.js';

const userMenu: UserMenuEntry[] = [
  { key: 'profile', label: 'Profil', kind: 'link', to: '/profil' },
  { key: 'password', label: 'Schimbare parolă', kind: 'action', onSelect: () => undefined },
  { key: 'contact', label: 'Date de contact', kind: 'action', onSelect: () => undefined },
  { key: 'logout', label: 'Deconectare', kind: 'action', onSelect: () => undefined, tone: 'danger' },
];

const meta = {
  title: 'web/Layout/AppLayout',
  component: AppLayout,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/activitati-practice']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    homePath: '/activitati-practice',
    userMenu,
    links: [
      { path: '/teme-de-casa', label: 'Teme de casă', bold: false },
      { path: '/activitati-practice', label: 'Activități practice', bold: false },
      { path: '/provocari', label: 'Provocări', bold: false },
      { path: '/rapoarte/elevi-inscrisi', label: 'Elevii mei', bold: false },
      { path: '/notificari', label: 'Mesaje', bold: false },
      { path: '/actualizare-detalii-scoala', label: 'Actualizare detalii școală', bold: true },
    ],
    user: {
      name: 'Ioana Profesor',
      roleLabel: 'Profesor',
      points: { label: 'Puncte școală', value: 1250 },
      teacherCode: 'DEMOPROF',
    },
    children: <h1>Activități practice</h1>,
  },
} satisfies Meta<typeof AppLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Teacher: Story = {};

export const TeacherWithoutSchool: Story = {
  args: {
    links: [{ path: '/cerere-inscriere-scoala', label: 'Cerere înscriere școală', bold: false }],
    user: {
      name: 'Radu Profesor Nou',
      roleLabel: 'Profesor',
      teacherCode: 'DEMONOU2',
      notParticipating: true,
    },
    children: <h1>Cerere înscriere școală</h1>,
  },
};

export const Pupil: Story = {
  args: {
    links: [
      { path: '/teme-de-casa', label: 'Teme de casă', bold: false },
      { path: '/provocari', label: 'Provocări', bold: false },
      { path: '/notificari', label: 'Mesaje', bold: false },
    ],
    user: { name: 'Andrei Elev', roleLabel: 'Elev', points: { label: 'Punctele mele', value: 85 } },
    children: <h1>Teme de casă</h1>,
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
