import type { AnnouncementItem } from '@playdeck/contracts';
import { describe, expect, it } from 'vitest';
import { nextPopupState, popupData, popupsFor } from './popup-rules';

const entry = (id: number, execution: 'A' | 'B' | 'F', title = `t${id}`): AnnouncementItem => ({
  id,
  type: 'PU',
  title,
  content: `<p>${title}</p>`,
  imageUrl: null,
  link: null,
  execution,
  createdAt: '2026-11-24T00:00:00Z',
});

describe('announcement popup rules (spec 4)', () => {
  const all = [entry(1, 'A'), entry(2, 'B'), entry(3, 'F')];

  it('group B (no session) sees B only; group A sees A, and F only on a first login', () => {
    expect(popupsFor(all, 'B', false).map((e) => e.id)).toEqual([2]);
    expect(popupsFor(all, 'B', true).map((e) => e.id)).toEqual([2]);
    expect(popupsFor(all, 'A', false).map((e) => e.id)).toEqual([1]);
    expect(popupsFor(all, 'A', true).map((e) => e.id)).toEqual([1, 3]);
  });

  it('stores "title,content" per entry', () => {
    expect(popupData([entry(1, 'A', 'Hi')])).toEqual(['Hi,<p>Hi</p>']);
  });

  it('a new set shows; the same set keeps a close; a changed set shows again', () => {
    const first = nextPopupState(null, ['a,1', 'b,2']);
    expect(first).toEqual({ show: true, data: ['a,1', 'b,2'] });
    const closed = { ...first, show: false };
    expect(nextPopupState(closed, ['b,2', 'a,1'])).toBe(closed);
    expect(nextPopupState(closed, ['a,1', 'b,2 edited'])).toEqual({ show: true, data: ['a,1', 'b,2 edited'] });
    expect(nextPopupState(closed, ['a,1'])).toEqual({ show: true, data: ['a,1'] });
  });

  it('nothing to show stores show false', () => {
    expect(nextPopupState(null, [])).toEqual({ show: false, data: [] });
  });
});
