import { describe, expect, it } from 'vitest';
import { AGENT_TILES, visibleTiles } from './agent-tiles';

describe('agent home tiles (spec 2, per-tenant menu setting)', () => {
  it('shows the eleven tiles of the spec when nothing is hidden', () => {
    expect(visibleTiles([]).map((tile) => tile.id)).toEqual(AGENT_TILES.map((tile) => tile.id));
    expect(AGENT_TILES).toHaveLength(11);
  });

  it('hides what the merchant hides and keeps online service', () => {
    const ids = visibleTiles(['teamOverview', 'messages', 'redRain']).map((tile) => tile.id);
    expect(ids).not.toContain('teamOverview');
    expect(ids).not.toContain('messages');
    expect(ids).not.toContain('redRain');
    expect(ids).toContain('teamManagement');
    expect(ids.at(-1)).toBe('service');
  });
});
