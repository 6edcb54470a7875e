import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The generated test plans (tests/fixtures/plans) under /plans/, for the viewer's stories.
  staticDirs: ['../public', { from: '../tests/fixtures/plans', to: '/plans' }],
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
