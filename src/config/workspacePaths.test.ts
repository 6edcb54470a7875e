import { describe, expect, it } from 'vitest';
import { matchRoute } from './routes';
import { measurementsParam, workspacePaths } from './workspacePaths';

describe('the address of a sheet with measurements shown', () => {
  it('routes to the sheet and gives the ids back, an escaped comma included', () => {
    const href = workspacePaths.sheetMeasurements('p 1', 's/2', ['m-1', 'a,b', 'm 3']);
    const url = new URL(href, 'https://metr.fr');
    expect(matchRoute(url.pathname)?.params).toEqual({ projectId: 'p 1', sheetId: 's/2' });
    expect(measurementsParam(url.search)).toEqual(['m-1', 'a,b', 'm 3']);
  });

  it('is the plain sheet address without measurements', () => {
    expect(workspacePaths.sheetMeasurements('p', 's', [])).toBe(workspacePaths.sheet('p', 's'));
  });

  it('skips empty, repeated and malformed ids, and reads nothing from other parameters', () => {
    expect(measurementsParam('?mesures=a,,a,%E0%A4%A,b&x=1')).toEqual(['a', 'b']);
    expect(measurementsParam('?x=1&mesures=c')).toEqual(['c']);
    expect(measurementsParam('?autresmesures=c')).toEqual([]);
    expect(measurementsParam('')).toEqual([]);
  });
});
