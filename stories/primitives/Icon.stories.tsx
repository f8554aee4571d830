import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { colors, iconSizeNames, iconSizes, type ColorRole } from '#tokens';
import { Icon, iconNames } from '#src/primitives/Icon';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'shortlist', size: 'md' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizeNames },
    color: { control: 'select', options: Object.keys(colors) as ColorRole[] },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A decorative icon: it takes the text colour and is hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('width', String(iconSizes.md));
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Every size of the icon-size tokens, smallest first, with its name and pixel size. */
export const AllSizes: Story = {
  args: { name: 'search' },
  render: (args) => (
    <Row>
      {iconSizeNames.map((size) => (
        <Sample key={size}>
          <Icon {...args} size={size} />
          <span>
            {size} ({iconSizes[size]} px)
          </span>
        </Sample>
      ))}
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    for (const [index, size] of iconSizeNames.entries()) {
      const svg = svgs[index];
      await expect(svg).toHaveAttribute('width', String(iconSizes[size]));
      await expect(svg).toHaveAttribute('height', String(iconSizes[size]));
    }
  },
};

/** An icon that carries meaning on its own has a title and is an image with that name; a decorative one beside it stays hidden. */
export const WithTitle: Story = {
  args: { name: 'compare', title: 'Compare cars' },
  render: (args) => (
    <Row>
      <Icon {...args} />
      <Sample>
        <Icon name="phone" />
        <span>Call the dealer team</span>
      </Sample>
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = canvas.getByRole('img', { name: 'Compare cars' });
    await expect(img).toHaveAttribute('data-icon', 'compare');
    await expect(img).not.toHaveAttribute('aria-hidden');
    // Only the titled icon is exposed; the decorative phone icon is not in the accessibility tree.
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvasElement.querySelector("[data-icon='phone']")).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A colour role from the tokens: here the positive green. */
export const Coloured: Story = {
  args: { name: 'check', color: 'positive', size: 'lg' },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('data-color', 'positive');
    if (!svg) throw new Error('No icon rendered');
    // colors.positive is #00704a.
    await expect(getComputedStyle(svg).color).toBe('rgb(0, 112, 74)');
  },
};

/** Rating stars in the star colour: full, half and empty. */
export const RatingStars: Story = {
  args: { color: 'star' },
  render: (args) => (
    <Row>
      <Icon {...args} name="star" />
      <Icon {...args} name="star" />
      <Icon {...args} name="star" />
      <Icon {...args} name="starHalf" />
      <Icon {...args} name="starEmpty" />
      <span>3.5 out of 5</span>
    </Row>
  ),
};

/** The whole set, each icon hidden from assistive technology and named in visible text beneath it. */
export const AllIcons: Story = {
  args: { size: 'lg' },
  render: (args) => (
    <Gallery aria-label="All icons">
      {iconNames.map((name) => (
        <GalleryItem key={name}>
          <Icon {...args} name={name} />
          <code>{name}</code>
        </GalleryItem>
      ))}
    </Gallery>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(iconNames.length);
    for (const name of iconNames) {
      await expect(canvas.getByText(name)).toBeVisible();
      const svg = canvasElement.querySelector(`svg[data-icon='${name}']`);
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg?.childElementCount).toBeGreaterThan(0);
    }
  },
};

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ks-space-5);
`;

const Sample = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--ks-space-2);
`;

const Gallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: var(--ks-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const GalleryItem = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ks-space-2);
  padding: var(--ks-space-3);
  border: 1px solid var(--ks-color-border);
  border-radius: var(--ks-radius-md);
  font-size: var(--ks-text-sm-size);
  line-height: var(--ks-text-sm-line);
  text-align: center;
  overflow-wrap: anywhere;
`;
