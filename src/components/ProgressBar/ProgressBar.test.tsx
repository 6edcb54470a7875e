import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render as rtlRender, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { ProgressBar } from './ProgressBar';

const render = (ui: ReactElement) => rtlRender(<I18nProvider locale="fr-FR">{ui}</I18nProvider>);

describe('ProgressBar', () => {
  it('is named by its label and exposes its value', () => {
    render(<ProgressBar label="Import du plan" value={30} />);
    const bar = screen.getByRole('progressbar', { name: 'Import du plan' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/^30\s%$/));
    expect(bar).not.toHaveAttribute('data-complete');
    // The value is not shown unless asked for.
    expect(bar).not.toHaveTextContent('%');
  });

  it('shows the French percentage with showValueLabel', () => {
    render(<ProgressBar label="Import du plan" value={70} showValueLabel />);
    expect(screen.getByRole('progressbar')).toHaveTextContent(/70\s%/);
  });

  it('has no aria-valuenow when indeterminate and shows « Initialisation… » with showValueLabel', () => {
    render(<ProgressBar label="Analyse du plan" isIndeterminate showValueLabel />);
    const bar = screen.getByRole('progressbar', { name: 'Analyse du plan' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('aria-valuetext');
    expect(bar).toHaveTextContent('Initialisation…');
  });

  it('marks completion visually and for assistive technologies', () => {
    render(<ProgressBar label="Import du plan" value={100} />);
    const bar = screen.getByRole('progressbar', { name: 'Import du plan' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', 'Terminé');
    expect(bar).toHaveAttribute('data-complete', 'true');
    expect(bar).toHaveTextContent('Terminé');
    expect(bar.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('clamps values above the maximum and completes against a custom maxValue', () => {
    render(<ProgressBar label="Pages analysées" value={12} maxValue={12} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-complete', 'true');
  });

  it('sizes the fill to the percentage', () => {
    render(<ProgressBar label="Import du plan" value={25} maxValue={50} />);
    const fill = screen.getByRole('progressbar').querySelector('[style]');
    expect(fill).toHaveStyle({ width: '50%' });
  });
});
