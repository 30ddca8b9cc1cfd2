import { describe, expect, it } from 'vitest';
import { createLookupTable } from './lookup-table.ts';

describe('createLookupTable', () => {
  const table = createLookupTable([
    { code: 'swimming_pool', label: 'Piscina', icon: 'swim' },
    { code: 'party_room', label: 'Salão de festas', icon: 'party' },
  ]);

  it('derives slugs from labels', () => {
    expect(table.entries.map((entry) => entry.slug)).toEqual(['piscina', 'salao-de-festas']);
  });

  it('maps code → label and slug, slug → code', () => {
    expect(table.label('party_room')).toBe('Salão de festas');
    expect(table.label(' Party_Room ')).toBe('Salão de festas');
    expect(table.slug('party_room')).toBe('salao-de-festas');
    expect(table.codeBySlug('salao-de-festas')).toBe('party_room');
    expect(table.byCode('swimming_pool')?.icon).toBe('swim');
  });

  it('falls back for unknown values', () => {
    expect(table.label('rooftop_bar')).toBe('rooftop_bar');
    expect(table.slug('Quadra de Vôlei')).toBe('quadra-de-volei');
    expect(table.codeBySlug('quadra-de-volei')).toBeUndefined();
  });

  it('refuses duplicate codes or slugs', () => {
    expect(() => createLookupTable([
      { code: 'a', label: 'A' },
      { code: 'a', label: 'B' },
    ])).toThrow('Duplicate lookup code: a');
    expect(() => createLookupTable([
      { code: 'a', label: 'Sauna' },
      { code: 'b', label: 'SAUNA' },
    ])).toThrow('Duplicate lookup slug: sauna');
  });
});
