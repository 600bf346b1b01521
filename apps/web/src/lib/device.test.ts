import { describe, expect, it } from 'vitest';
import { isMobileDevice } from './device';

const ua = {
  pixel5: 'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
};

describe('isMobileDevice', () => {
  it('recognises phones by user agent', () => {
    expect(isMobileDevice({ userAgent: ua.pixel5 })).toBe(true);
    expect(isMobileDevice({ userAgent: ua.iphone })).toBe(true);
  });
  it('keeps desktops and tablets on the desktop layout', () => {
    expect(isMobileDevice({ userAgent: ua.desktop })).toBe(false);
    expect(isMobileDevice({ userAgent: ua.androidTablet })).toBe(false);
  });
  it('trusts userAgentData.mobile when the browser reports it', () => {
    expect(isMobileDevice({ userAgent: ua.desktop, userAgentData: { mobile: true } })).toBe(true);
  });
});
