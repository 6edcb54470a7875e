import { describe, expect, it } from 'vitest';
import { affectedSpecs, affectedStories } from './affected';

describe('what a change touches (npm run test:changed)', () => {
  it('a component: the stories that import it, directly or through a screen, and every e2e spec', () => {
    const stories = affectedStories(['src/components/ToggleButton/ToggleButton.tsx']);
    expect(stories).toContain('stories/components/ToggleButton.stories.tsx');
    expect(stories).toContain('stories/screens/workspace/ViewerToolbar.stories.tsx');
    expect(stories).not.toContain('stories/components/Checkbox.stories.tsx');
    expect(affectedSpecs(['src/components/ToggleButton/ToggleButton.tsx'])).toBe('all');
  });

  it('a style module imported as ./X.css reaches its component’s stories', () => {
    expect(affectedStories(['src/components/Checkbox/Checkbox.css.ts'])).toContain(
      'stories/components/Checkbox.stories.tsx',
    );
  });

  it('a workspace screen: the workspace specs only; a landing section: the public site’s specs only', () => {
    const workspace = affectedSpecs(['src/screens/Workspace/Measure/ScaleDialog.tsx']);
    expect(workspace).toContain('tests/e2e/workspace-regions.spec.ts');
    expect(workspace).not.toContain('tests/e2e/landing.spec.ts');
    const site = affectedSpecs(['src/screens/Landing/Hero.tsx']);
    expect(site).toContain('tests/e2e/landing.spec.ts');
    expect(site).not.toContain('tests/e2e/workspace-edit.spec.ts');
  });

  it('an e2e helper: the specs that import it, and no story', () => {
    const specs = affectedSpecs(['tests/e2e/workspace-sheet.ts']);
    expect(specs).toContain('tests/e2e/workspace-edit.spec.ts');
    expect(specs).not.toContain('tests/e2e/landing.spec.ts');
    expect(affectedStories(['tests/e2e/workspace-sheet.ts'])).toEqual([]);
  });

  it('what every story or spec runs through: all of them', () => {
    expect(affectedStories(['.storybook/preview.tsx'])).toBe('all');
    expect(affectedStories(['src/app/Providers.tsx'])).toBe('all');
    expect(affectedStories(['tests/axe.ts'])).toBe('all');
    expect(affectedSpecs(['playwright.config.ts'])).toBe('all');
    expect(affectedSpecs(['server/main.ts'])).toBe('all');
  });

  it('a unit test or a document alone: no story, no spec', () => {
    expect(affectedStories(['src/domain/takeoff/geometry.test.ts', 'README.md'])).toEqual([]);
    expect(affectedSpecs(['src/domain/takeoff/geometry.test.ts', 'README.md'])).toEqual([]);
  });
});
