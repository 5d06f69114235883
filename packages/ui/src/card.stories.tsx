import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge.js';
import { Button } from './button.js';
import { Card } from './card.js';

const meta = {
  title: 'ui/Card',
  component: Card,
  args: {
    as: 'article',
    children: (
      <>
        <h2 style={{ marginTop: 0 }}>Lecția 3: Becurile</h2>
        <p>Află de ce becurile nu se aruncă la gunoi.</p>
        <Badge tone="success">Finalizată</Badge>
      </>
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {};
export const WithAction: Story = {
  args: {
    as: 'section',
    children: (
      <>
        <h2 style={{ marginTop: 0 }}>Provocarea lunii</h2>
        <p>Adună 20 de baterii cu clasa ta.</p>
        <Button>Începe</Button>
      </>
    ),
  },
};
