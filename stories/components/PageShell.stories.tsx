import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PageShell } from '#src/components/PageShell';
import { Footer } from '#src/components/footer/Footer';
import { Header } from '#src/components/header/Header';
import { Heading } from '#src/primitives/Heading';
import { Container } from '#src/primitives/Layout';
import { Text } from '#src/primitives/Text';

const meta = {
  title: 'Components/PageShell',
  component: PageShell,
  args: {
    header: <Header />,
    footer: <Footer />,
    children: (
      <Container>
        <Heading level={1} size="large">
          Best small cars of 2026
        </Heading>
        <Text>The page content sits in the main landmark between the header and the footer.</Text>
      </Container>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/** The skip link is the first stop for keyboard users and moves focus to the main content. */
export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
  },
};

/** With an information ribbon between the header and the content. */
export const WithRibbon: Story = {
  args: {
    ribbon: (
      <Container>
        <Text size="sm">Car tax rates change on 1 April: check what you will pay.</Text>
      </Container>
    ),
  },
};
