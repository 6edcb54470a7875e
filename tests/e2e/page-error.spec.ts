/**
 * A page whose script cannot be fetched (the connection dropped after the site loaded) says so in French, with
 * « Recharger la page », instead of a blank window: on a public page the header and the footer stay and the next page
 * shows; in the workspace, a sheet's chunk that fails shows the same message, and a reload once the connection is
 * back shows the page.
 */
import { axe, expect, test } from './fixtures';
import { signUp } from './workspace';

// The aborted chunk, and React's report of the error its boundary caught.
const EXPECTED =
  /net::ERR_|Failed to load resource|Failed to fetch dynamically imported module|The above error occurred|An error occurred in/;
test.use({ expectedConsoleErrors: [EXPECTED] });

const heading = 'Cette page n’a pas pu s’afficher';

test('a public page whose chunk cannot be fetched says so; the header stays and the next page shows', async ({
  page,
}) => {
  await page.goto('/');
  await page.route(/\/assets\/AboutRoute-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'À propos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  await expect(page.getByRole('main')).toContainText('la connexion a peut-être été interrompue');
  await expect(page).toHaveTitle('Page indisponible – Metr');
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await axe(page)).toEqual([]);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Contact/ })).toBeVisible();
  await expect(page.getByText(heading)).toHaveCount(0);
});

test('a sheet’s chunk that cannot be fetched says so in the workspace; a reload once back online shows the page', async ({
  page,
}) => {
  await signUp(page, 'coupure@metr.fr');
  await page.route(/\/assets\/SheetRoute-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  // A sheet's address (a deep link, or a sheet chosen in a project): its chunk is fetched on the way.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/dashboard/projets/p1/plans/s1');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  await expect(page.getByRole('main')).toContainText('la connexion a peut-être été interrompue');
  expect(await axe(page)).toEqual([]);

  await page.unroute(/\/assets\/SheetRoute-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Recharger la page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projet introuvable' })).toBeVisible();
});

test('the sign-up modal’s chunk that cannot be fetched: the press gets the error page, not a dead button', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await page.route(/\/assets\/SignupModalHost-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  await expect(page.getByRole('main')).toContainText('la connexion a peut-être été interrompue');
});
