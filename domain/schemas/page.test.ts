import { describe, expect, it } from 'vitest';
import { pageSchema } from './page.ts';
import { problems } from './test-fixtures.ts';

describe('pageSchema', () => {
  it('fills section defaults: enabled true, props {}', () => {
    const page = pageSchema.parse({
      id: 'home',
      url: '/',
      meta: { title: 'Início' },
      sections: [{ id: 'sec-hero', component: 'Hero' }, { id: 2, component: 'Grid', enabled: false, props: { limit: 6 } }],
    });
    expect(page.sections).toEqual([
      { id: 'sec-hero', component: 'Hero', enabled: true, props: {} },
      { id: 2, component: 'Grid', enabled: false, props: { limit: 6 } },
    ]);
    expect(page.meta?.title).toBe('Início');
  });

  it('requires an id, a safe url and section components', () => {
    expect(problems(pageSchema, { url: '/x' })).toEqual(['id: is required']);
    expect(problems(pageSchema, { id: 'a', url: '/../etc' })).toEqual([
      "url: must be a path of letters, digits, '-', '_', '.' or {param} segments, without '..'",
    ]);
    expect(problems(pageSchema, { id: 'a', url: '/a', sections: [{ id: 's' }] })).toEqual(['sections.0.component: is required']);
  });
});
