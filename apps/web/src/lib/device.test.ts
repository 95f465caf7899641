import { describe, expect, it } from 'vitest';
import { iosVersion, needsIosTip } from './device';

const ios = (version: string) => `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15`;

describe('iOS version and the download tip (spec 2)', () => {
  it('reads the version of an iPhone, nothing elsewhere', () => {
    expect(iosVersion(ios('17_0'))).toEqual([17, 0]);
    expect(iosVersion('Mozilla/5.0 (Linux; Android 14) Chrome/120')).toBeUndefined();
  });

  it('shows the tip for iOS 11 or lower and 12.0-12.1 only', () => {
    for (const version of ['9_3', '11_4', '12_0', '12_1']) expect(needsIosTip(ios(version)), version).toBe(true);
    for (const version of ['12_2', '12_4', '13_0', '17_0']) expect(needsIosTip(ios(version)), version).toBe(false);
    expect(needsIosTip('Mozilla/5.0 (Linux; Android 14)')).toBe(false);
  });
});
