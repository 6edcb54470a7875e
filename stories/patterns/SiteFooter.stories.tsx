import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteFooter } from '../../src/patterns/SiteFooter';
import { desktopAt, phone } from '../viewports';

const meta = {
  title: 'Patterns/SiteFooter',
  component: SiteFooter,
  args: {
    isHome: true,
    homeHref: '/',
    aboutHref: '/about',
    contactHref: '/contact',
    termsHref: '/terms',
    privacyHref: '/privacy',
    // A fixed year: the snapshot must not change on 1 January (the layout passes the current year).
    year: 2025,
    company: 'Metr SAS',
    onManageCookies: fn(),
  },
  parameters: desktopAt(400),
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('pages et sections', async () => {
      await expect(canvas.getByRole('link', { name: 'À propos' })).toHaveAttribute('href', '/about');
      await expect(canvas.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
      await expect(canvas.getByRole('link', { name: 'Conditions d’utilisation' })).toHaveAttribute('href', '/terms');
      await expect(canvas.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
        'href',
        '/privacy',
      );
      await expect(canvas.getByRole('link', { name: 'Manifeste' }).getAttribute('href')).toMatch(/^\/?#manifesto$/);
      await expect(canvas.getByText('© 2025 Metr SAS')).toBeInTheDocument();
    });
    await step('Gérer mes cookies, au clavier', async () => {
      canvas.getByRole('link', { name: 'Politique de confidentialité' }).focus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Gérer mes cookies' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onManageCookies).toHaveBeenCalledTimes(1);
    });
  },
};

export const OffHomePage: Story = {
  args: { isHome: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Fonctionnalités' })).toHaveAttribute(
      'href',
      '/#features',
    );
  },
};

export const Mobile: Story = { parameters: phone };
