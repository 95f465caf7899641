import { describe, expect, it } from 'vitest';
import { showDownloadBar } from './download-bar-rules';

const base = {
  closedByPlayer: false,
  installedPwa: false,
  inApp: false,
  webClip: false,
  linkTypes: ['IOS', 'Android', 'AppDownloadIcon'],
};

describe('download bar hiding rules (spec 4)', () => {
  it('shows in a plain browser with links', () => {
    expect(showDownloadBar(base)).toBe(true);
  });

  it('hides once closed, in a PWA, inside the app', () => {
    expect(showDownloadBar({ ...base, closedByPlayer: true })).toBe(false);
    expect(showDownloadBar({ ...base, installedPwa: true })).toBe(false);
    expect(showDownloadBar({ ...base, inApp: true })).toBe(false);
  });

  it('hides in a web clip only without an iOS link', () => {
    expect(showDownloadBar({ ...base, webClip: true })).toBe(true);
    expect(showDownloadBar({ ...base, webClip: true, linkTypes: ['Android', 'MOBILECONFIG'] })).toBe(false);
  });

  it('hides with no download link (an icon alone is not one)', () => {
    expect(showDownloadBar({ ...base, linkTypes: [] })).toBe(false);
    expect(showDownloadBar({ ...base, linkTypes: ['AppDownloadIcon'] })).toBe(false);
    expect(showDownloadBar({ ...base, linkTypes: ['MOBILECONFIG'] })).toBe(true);
  });
});
