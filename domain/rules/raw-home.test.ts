import { describe, expect, it } from 'vitest';
import { readRawHomeShapes } from './raw-home.ts';

describe('readRawHomeShapes', () => {
  it('reads JSON lists sent as text and photos sent as bare URLs', () => {
    const raw = { id: 1, features: '["pool", "gym"]', gallery: '["a.jpg", {"url": "b.jpg", "caption": "Sala"}]', floor_plans: ['planta.png'] };
    expect(readRawHomeShapes(raw)).toEqual({
      id: 1,
      features: ['pool', 'gym'],
      gallery: [{ url: 'a.jpg' }, { url: 'b.jpg', caption: 'Sala' }],
      floor_plans: [{ url: 'planta.png' }],
    });
    expect(raw.features).toBe('["pool", "gym"]'); // the source's record is not changed
  });

  it('leaves a home of the spec’s shapes as it is (the same object), and anything else for the schema to name', () => {
    const home = { id: 2, features: ['pool'], gallery: [{ url: 'a.jpg' }] };
    expect(readRawHomeShapes(home)).toBe(home);
    expect(readRawHomeShapes({ id: 3, features: 'pool, gym', amenities: '[not json' })).toEqual({ id: 3, features: 'pool, gym', amenities: '[not json' });
    expect(readRawHomeShapes({ id: 4, features: '{"a": 1}' })).toEqual({ id: 4, features: '{"a": 1}' });
    expect(readRawHomeShapes(null)).toBeNull();
  });
});
