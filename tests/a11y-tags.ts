/**
 * The WCAG rule sets axe audits, the same for every tier: the stories (Storybook's a11y addon and the test runner) and
 * the end-to-end pages. WCAG 2.2 AA, as RGAA 4.1 asks; best-practice rules are left out on purpose (they are not
 * conformance criteria, and some contradict react-aria's patterns).
 */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
