import '@fontsource-variable/inter';
import '../src/theme';
import { useEffect, useMemo } from 'react';
import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { createStore } from 'jotai';
import { Providers } from '../src/app/Providers';
import { storyRoot } from './preview.css';
import { A11Y_TAGS } from '../tests/a11y-tags';
import { preloadAnimations } from '../src/components/Animation';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: A11Y_TAGS } },
    },
    options: {
      storySort: { order: ['Foundations', 'Components', 'Patterns', 'Screens'] },
    },
  },
  globalTypes: {
    theme: {
      description: 'Thème',
      toolbar: { title: 'Thème', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  // The animations' body and drawings are in before any story renders: a story's first render holds its animation's
  // still frame (or its player, which the Animation stories wait for), never the empty box that a page shows while
  // they load — so a picture cannot depend on when a chunk arrived.
  loaders: [preloadAnimations],
  // Keyboard paths start inside the story: Storybook's static loading skeletons (.sb-wrapper, hidden) hold
  // buttons and links before the story root in document order, and user-event's Tab does not skip hidden
  // elements, so a first Tab from <body> would land on them. Take them out of the tab order.
  beforeEach() {
    document.querySelectorAll<HTMLElement>('.sb-wrapper :is(a, button, input, select, textarea)').forEach((el) => {
      el.tabIndex = -1;
    });
  },
  decorators: [
    (Story, context) => {
      const theme = (context.globals.theme as string | undefined) ?? 'light';
      useEffect(() => {
        document.documentElement.dataset.theme = theme;
        document.documentElement.lang = 'fr';
      }, [theme]);
      // A fresh jotai store per story, so that no story leaks state into the next.
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the story id is the key: one store per story
      const store = useMemo(() => createStore(), [context.id]);
      const route = (context.parameters.route as string | undefined) ?? '/';
      return (
        <MemoryRouter initialEntries={[route]}>
          <Providers store={store}>
            <div className={storyRoot} data-testid="story-root">
              <Story />
            </div>
          </Providers>
        </MemoryRouter>
      );
    },
  ],
  tags: ['autodocs'],
};

export default preview;
