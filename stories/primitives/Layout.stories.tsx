import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { colors } from '#tokens';
import { Container, Grid, Stack } from '#src/primitives/Layout';

const Cell = ({ children }: { children: ReactNode }) => (
  <div style={{ background: colors.brandTint, color: colors.brand, padding: 16, borderRadius: 4, fontWeight: 700 }}>
    {children}
  </div>
);

const meta = {
  title: 'Primitives/Layout',
  component: Container,
  args: { children: <Cell>Content column</Cell> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The centred page column with the gutter of each viewport. */
export const ContainerColumn: Story = {};

/** One column on phones, two on tablets, four on desktops. */
export const ResponsiveGrid: Story = {
  render: () => (
    <Container>
      <Grid as="ul" columns={{ xs: 1, sm: 2, lg: 4 }} gap={4}>
        {['Hatchbacks', 'SUVs', 'Estates', 'Electric', 'Saloons', 'Vans', 'Coupes', 'Convertibles'].map((name) => (
          <li key={name}>
            <Cell>{name}</Cell>
          </li>
        ))}
      </Grid>
    </Container>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
  },
};

export const VerticalStack: Story = {
  render: () => (
    <Container>
      <Stack gap={3}>
        <Cell>Verdict</Cell>
        <Cell>Pros and cons</Cell>
        <Cell>Driving</Cell>
      </Stack>
    </Container>
  ),
};

export const HorizontalStack: Story = {
  render: () => (
    <Container>
      <Stack direction="row" gap={2} align="center" justify="between" wrap>
        <Cell>Compare</Cell>
        <Cell>Shortlist</Cell>
        <Cell>Log in</Cell>
      </Stack>
    </Container>
  ),
};
