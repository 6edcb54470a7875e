import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CadLayoutNotice } from './CadLayoutNotice';

const region = () => screen.getByRole('region', { name: /Présentation\s«\sA1 - RDC\s»/ });

describe('CadLayoutNotice: the sheet’s paper', () => {
  it('says the layout’s paper, a sheet grown past it, or that the file gives none', () => {
    const { rerender } = render(
      <CadLayoutNotice name="A1 - RDC" viewports={[]} paper={{ widthMm: 841, heightMm: 594, grown: false }} />,
    );
    expect(region()).toHaveTextContent(
      /Feuille au format du papier de la présentation\s:\sA1 paysage, 841\s×\s594\smm\./,
    );
    rerender(<CadLayoutNotice name="A1 - RDC" viewports={[]} paper={{ widthMm: 420, heightMm: 297, grown: true }} />);
    expect(region()).toHaveTextContent(
      /\(A3 paysage, 420\s×\s297\smm\), agrandie pour montrer ce qui est dessiné hors du papier/,
    );
    rerender(
      <CadLayoutNotice name="A1 - RDC" viewports={[]} paper={{ widthMm: 800.5, heightMm: 500, grown: false }} />,
    );
    expect(region()).toHaveTextContent(/présentation\s:\s800,5\s×\s500\smm\./);
    rerender(<CadLayoutNotice name="A1 - RDC" viewports={[]} paper="unknown" />);
    expect(region()).toHaveTextContent('la feuille est à la taille de ce qu’elle dessine');
    rerender(<CadLayoutNotice name="A1 - RDC" viewports={[]} />);
    expect(region()).not.toHaveTextContent('papier');
  });
});
