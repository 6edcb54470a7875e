// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import {
  ANALYTICS_META_NAME,
  askForConsentHost,
  isAnalyticsConfigured,
  useConsentHostAsked,
} from './consentHostDemand';

afterEach(() => {
  document.head.innerHTML = '';
});

function meta(content: string) {
  const element = document.createElement('meta');
  element.name = ANALYTICS_META_NAME;
  element.content = content;
  document.head.append(element);
}

describe('isAnalyticsConfigured', () => {
  it('is false with neither a served meta nor a build-time id, blank ones included', () => {
    expect(isAnalyticsConfigured(document, undefined)).toBe(false);
    expect(isAnalyticsConfigured(document, '  ')).toBe(false);
    meta(' ');
    expect(isAnalyticsConfigured(document, undefined)).toBe(false);
  });

  it('is true with an id served in the page or built in, checked or not (the host checks it)', () => {
    expect(isAnalyticsConfigured(document, '42')).toBe(true);
    meta('not <valid>');
    expect(isAnalyticsConfigured(document, undefined)).toBe(true);
  });
});

function Slot() {
  return <p>{useConsentHostAsked() ? 'demandé' : 'rien'}</p>;
}

describe('useConsentHostAsked', () => {
  it('turns true when the visitor asks for the banner, and stays so', () => {
    const { unmount } = render(<Slot />);
    expect(screen.getByText('rien')).toBeInTheDocument();
    act(() => askForConsentHost());
    expect(screen.getByText('demandé')).toBeInTheDocument();
    unmount();
    render(<Slot />);
    expect(screen.getByText('demandé')).toBeInTheDocument();
  });
});
