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
    expect(readRawHomeShapes({ id: 3, gallery: 'a.jpg', amenities: '[not json' })).toEqual({ id: 3, gallery: 'a.jpg', amenities: '[not json' });
    expect(readRawHomeShapes({ id: 4, nearby_places: '{"a": 1}' })).toEqual({ id: 4, nearby_places: '{"a": 1}' });
    expect(readRawHomeShapes(null)).toBeNull();
  });

  it('splits codes sent as one text, as CRM exports write them', () => {
    expect(readRawHomeShapes({ id: 5, features: 'pool, gym;  balcony', amenities: 'Piscina | Churrasqueira\nPlayground', site_categories: 'lançamentos' })).toEqual({
      id: 5,
      features: ['pool', 'gym', 'balcony'],
      amenities: ['Piscina', 'Churrasqueira', 'Playground'],
      site_categories: ['lançamentos'],
    });
    expect(readRawHomeShapes({ id: 6, features: '' })).toEqual({ id: 6, features: [] });
  });
});
