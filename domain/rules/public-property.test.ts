import { describe, expect, it } from 'vitest';
import { propertySchema } from '../schemas/property.ts';
import { validHome } from '../schemas/test-fixtures.ts';
import { PUBLIC_PROPERTY_FIELDS, toPublicProperty } from './public-property.ts';

describe('toPublicProperty', () => {
  const home = propertySchema.parse(
    validHome({
      integration_id: 7, integration_name: 'crm', external_id: 'X-1', category_id: 3, user_id: 9, owner_contact_id: 11,
      complement: 'apto 42', place_id: 'gp', commissions: [{ contact_id: 1, name: 'Ana', percentage: 6 }],
      portals: { zap: { enabled: true } }, street: 'Rua A', street_number: '10',
      meta: { youtube_video_url: 'https://youtu.be/dQw4w9WgXcQ', development: 'Residencial', owner_contact_id: 11, notes: 'x' },
    }),
  );
  const pub = toPublicProperty(home);

  it('keeps the allow-listed fields only, in the record\'s own order', () => {
    expect(Object.keys(pub).every((k) => (PUBLIC_PROPERTY_FIELDS as readonly string[]).includes(k))).toBe(true);
    expect(Object.keys(pub)).toEqual(Object.keys(home).filter((k) => k in pub));
    for (const field of ['integration_id', 'integration_name', 'external_id', 'category_id', 'user_id', 'owner_contact_id', 'complement', 'place_id', 'commissions', 'portals', 'is_visible_on_site', 'deleted_at']) {
      expect(pub, field).not.toHaveProperty(field);
    }
    expect(pub).toMatchObject({ id: home.id, street: 'Rua A', street_number: '10', neighborhood: home.neighborhood });
  });

  it('reduces meta to the keys pages show', () => {
    expect(pub.meta).toEqual({ youtube_video_url: 'https://youtu.be/dQw4w9WgXcQ', development: 'Residencial' });
  });
});
