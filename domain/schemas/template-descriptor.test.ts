import { describe, expect, it } from 'vitest';
import { templateDescriptorSchema } from './template-descriptor.ts';
import { problems } from './test-fixtures.ts';

describe('templateDescriptorSchema', () => {
  it('describes one of the four templates', () => {
    const descriptor = templateDescriptorSchema.parse({
      id: 'wind',
      name: 'Wind',
      description: 'Um template moderno e minimalista para sites de imóveis.',
      type: 'landing',
      features: ['hero'],
      site: { template: 'wind', colors: { primary: '#0AF' } },
    });
    expect(descriptor.site?.colors?.primary).toBe('#00aaff');
    expect(descriptor.features).toEqual(['hero']);
    expect(problems(templateDescriptorSchema, { id: 'retro', name: 'R', type: 'complete' })).toEqual([
      'id: must be one of cosmic, nova, wind, tropical',
    ]);
  });
});
