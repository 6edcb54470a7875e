/**
 * The sheet page's palette reads the active tool and the snapping switch itself: a tool key (C, L…) handled by the
 * page's key listener sets the atom, and the palette — not the page holding it — renders the new tool.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { memo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { activeToolAtom, snappingAtom } from '../../../state/workspace/tools';
import { SheetPalette, type SheetPaletteProps } from './SheetPalette';

function setUp(props: Partial<SheetPaletteProps> = {}) {
  const jotai = createStore();
  const onToolChange = vi.fn((tool: Parameters<SheetPaletteProps['onToolChange']>[0]) =>
    jotai.set(activeToolAtom, tool),
  );
  let pageRenders = 0;
  const Page = memo(function Page() {
    pageRenders++;
    return <SheetPalette isCalibrated readOnlyReason={undefined} onToolChange={onToolChange} {...props} />;
  });
  render(
    <Provider store={jotai}>
      <Page />
    </Provider>,
  );
  return { jotai, onToolChange, pageRenders: () => pageRenders };
}

describe('SheetPalette', () => {
  it('shows a tool chosen by a key without rendering the page around it', () => {
    const { jotai, pageRenders } = setUp();
    expect(screen.getByRole('radio', { name: 'Sélection' })).toBeChecked();
    act(() => jotai.set(activeToolAtom, 'count'));
    expect(screen.getByRole('radio', { name: 'Comptage' })).toBeChecked();
    // The deduction tool (D) has its own button in the palette.
    act(() => jotai.set(activeToolAtom, 'deduction'));
    expect(screen.getByRole('radio', { name: 'Déduction' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Surface' })).not.toBeChecked();
    expect(pageRenders()).toBe(1);
  });

  it('hands a pressed tool to the page, and switches snapping in its atom', async () => {
    const { jotai, onToolChange } = setUp();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Longueur' }));
    expect(onToolChange).toHaveBeenCalledWith('length');
    expect(screen.getByRole('radio', { name: 'Longueur' })).toBeChecked();
    const snapping = jotai.get(snappingAtom);
    await user.click(screen.getByRole('button', { name: 'Aimantation' }));
    expect(jotai.get(snappingAtom)).toBe(!snapping);
  });

  it('keeps a read-only workspace on the selection tool, whatever a key asked for', () => {
    const { jotai } = setUp({ readOnlyReason: 'Lecture seule' });
    act(() => jotai.set(activeToolAtom, 'count'));
    expect(jotai.get(activeToolAtom)).toBe('select');
    expect(screen.getByRole('radio', { name: 'Sélection' })).toBeChecked();
  });

  it('keeps a tool chosen while editing is only pending (a shared project opening), ready once it may edit', () => {
    const jotai = createStore();
    const palette = (props: Pick<SheetPaletteProps, 'readOnlyReason' | 'isEditPending'>) => (
      <Provider store={jotai}>
        <SheetPalette isCalibrated onToolChange={vi.fn()} {...props} />
      </Provider>
    );
    const { rerender } = render(palette({ readOnlyReason: 'Lecture seule', isEditPending: true }));
    // L pressed right after the page loaded, before the sync session is open.
    act(() => jotai.set(activeToolAtom, 'length'));
    expect(jotai.get(activeToolAtom)).toBe('length');
    rerender(palette({ readOnlyReason: undefined, isEditPending: false }));
    expect(screen.getByRole('radio', { name: 'Longueur' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Longueur' })).toBeEnabled();
    // A real read-only state (a lecteur) still takes the tool back.
    rerender(palette({ readOnlyReason: 'Lecture seule', isEditPending: false }));
    expect(jotai.get(activeToolAtom)).toBe('select');
  });
});
