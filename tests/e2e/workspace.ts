/**
 * The workspace specs' shared steps, as a person takes them: signing up through the three-step modal from
 * /dashboard, creating a project from the project list, installing the starter library, declaring it and the
 * project's variables on the quantities page. Each spec's own steps stay in the spec.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect } from './fixtures';

/** From /dashboard signed out: the sign-up modal's step 1 filled and sent (« Créer mon compte »). */
export async function fillSignUpStep1(page: Page, email = 'camille@metr.fr', firstName = 'Camille') {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  const step1 = page.getByRole('dialog', { name: 'Créer mon compte' });
  await step1.getByRole('textbox', { name: 'Prénom' }).fill(firstName);
  await step1.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
  await step1.getByRole('textbox', { name: 'Email' }).fill(email);
  await step1.getByLabel('Mot de passe').fill('motdepasse-e2e');
  await step1.getByText('J’accepte les').click({ position: { x: 4, y: 8 } });
  await step1.getByRole('button', { name: 'Créer mon compte' }).click();
}

/** Signs up Camille Durand (the address and first name may change per spec) and lands on the empty project list. */
export async function signUp(page: Page, email = 'camille@metr.fr', firstName = 'Camille') {
  await fillSignUpStep1(page, email, firstName);
  await page.getByRole('dialog', { name: 'Infos projet / société' }).getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projets' })).toBeVisible();
}

export interface NewProject {
  readonly name: string;
  readonly client?: string;
  readonly typology?: string;
}

/** Creates a project from the list (first or not) and returns its id, read from the project page's address. */
export async function createProject(
  page: Page,
  { name, client = 'Ville de Lyon', typology = 'Logement collectif' }: NewProject,
): Promise<string> {
  await page
    .getByRole('button', { name: /^(Nouveau projet|Créer mon premier projet)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau projet' });
  await dialog.getByRole('textbox', { name: 'Nom du projet' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Client' }).fill(client);
  await dialog.getByRole('button', { name: /Typologie/ }).click();
  await page.getByRole('option', { name: typology }).click();
  await dialog.getByRole('button', { name: 'Créer le projet' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = /\/dashboard\/projets\/([^/]+)$/.exec(new URL(page.url()).pathname)?.[1];
  expect(id).toBeTruthy();
  return decodeURIComponent(id ?? '');
}

/** On the libraries page: the starter library installed (its first « Installer » button), once it says so. */
export async function installStarterLibrary(page: Page) {
  await page.getByRole('button', { name: 'Installer la bibliothèque de démarrage' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Bibliothèque de démarrage installée' })).toBeVisible({
    timeout: 15_000,
  });
}

/** On the quantities page: the project declares the starter library (its checkbox, by keyboard). */
async function declareStarterLibrary(page: Page) {
  const uses = page.getByRole('checkbox', { name: 'Utiliser Bibliothèque de démarrage Metr' });
  await uses.focus();
  await page.keyboard.press('Space');
  await expect(uses).toBeChecked();
}

export const useStarterLibrary = declareStarterLibrary;

/**
 * From the dashboard: the starter library installed, a new project created that uses it, and back on the project's
 * page. Returns the project's id.
 */
export async function projectWithStarterLibrary(page: Page, project: { name: string; client?: string }) {
  await page.getByRole('link', { name: 'Bibliothèques' }).click();
  await installStarterLibrary(page);
  await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Projets' }).click();
  const id = await createProject(page, project);
  await page.getByRole('link', { name: 'Quantités' }).click();
  await declareStarterLibrary(page);
  await page.getByRole('link', { name: /^Retour au projet/ }).click();
  return id;
}

/** On the quantities page: a project variable added (« HSP », « 2,50 », « m ») and listed. */
export async function addVariable(page: Page, name: string, value: string, unit: string) {
  const variables = page.getByRole('region', { name: 'Variables du projet' });
  await variables.getByRole('textbox', { name: 'Nom' }).fill(name);
  await variables.getByRole('textbox', { name: 'Valeur' }).fill(value);
  await variables.getByRole('textbox', { name: 'Unité' }).fill(unit);
  await variables.getByRole('button', { name: 'Ajouter la variable' }).click();
  await expect(variables.getByRole('table')).toContainText(name);
}

/** On the quantities page: a project variable's value changed in place (« Modifier HSP », « Enregistrer »). */
export async function changeVariable(page: Page, name: string, value: string) {
  const variables = page.getByRole('region', { name: 'Variables du projet' });
  await variables.getByRole('button', { name: `Modifier ${name}` }).click();
  const editing = variables.getByRole('table', { name: 'Variables du projet' });
  await editing.getByRole('textbox', { name: 'Valeur' }).fill(value);
  await editing.getByRole('button', { name: 'Enregistrer' }).click();
}

/** From the project's quantities page: the DPGF exported (« Exporter… », « Exporter ») and its workbook read. */
export async function exportDpgf(page: Page): Promise<{ download: Download; workbook: ExcelJS.Workbook }> {
  await page.getByRole('button', { name: 'Exporter…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exporter les quantités' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Exporter', exact: true }).click(),
  ]);
  const bytes = await readFile(await download.path());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return { download, workbook };
}
