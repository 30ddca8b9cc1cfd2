import { templateDescriptorSchema } from '../domain/schemas/index.ts';
import { describe, expect, it } from 'vitest';
import { templateFor, templates } from './index.ts';
import { isKnownSection, sectionCatalogue } from '../sections/index.ts';
import { paragraphs, propItems, propLink, propString } from '../sections/section-props.ts';

describe('templates', () => {
  it('describes the four templates with the spec description and kind', () => {
    expect(Object.values(templates).map((t) => [t.descriptor.id, t.descriptor.type])).toEqual([
      ['cosmic', 'complete'],
      ['nova', 'complete'],
      ['tropical', 'landing'],
      ['wind', 'landing'],
    ]);
    for (const template of Object.values(templates)) {
      expect(template.descriptor.description).toBe('Um template moderno e minimalista para sites de imóveis.');
    }
  });

  it('gives each template its own look', () => {
    for (const token of ['card', 'heroTitle', 'heading', 'tile', 'media', 'button'] as const) {
      expect(new Set(Object.values(templates).map((t) => t.theme[token])).size, token).toBe(4);
    }
    expect(new Set(Object.values(templates).map((t) => t.theme.heroLayout)).size).toBe(4);
  });

  it('falls back to cosmic', () => {
    expect(templateFor({ template: 'nova' }).descriptor.id).toBe('nova');
    expect(templateFor({}).descriptor.id).toBe('cosmic');
    expect(templateFor({ template: 'toString' }).descriptor.id).toBe('cosmic');
  });
});

describe('section catalogue', () => {
  it('knows its sections and nothing inherited', () => {
    expect(Object.keys(sectionCatalogue)).toContain('featured-homes');
    expect(isKnownSection('hero')).toBe(true);
    expect(isKnownSection('constructor')).toBe(false);
    expect(isKnownSection('__proto__')).toBe(false);
  });
});

describe('section props', () => {
  it('reads only values of the right type', () => {
    const props: Record<string, unknown> = { title: '  Olá ', count: 3, list: 'x', button: { label: 'Ir', url: '/a' }, bad: { label: 1 } };
    expect(propString(props, 'title')).toBe('Olá');
    expect(propString(props, 'count')).toBe('3');
    expect(propString(props, 'missing')).toBeUndefined();
    expect(propItems(props, 'list', ['name'])).toEqual([]);
    expect(propLink(props, 'button')).toEqual({ label: 'Ir', url: '/a' });
    expect(propLink(props, 'bad')).toBeUndefined();
  });

  it('splits text on blank lines', () => {
    expect(paragraphs('a\nb\n\n  \n c ')).toEqual(['a\nb', 'c']);
    expect(paragraphs(null)).toEqual([]);
  });
});


describe('template descriptors', () => {
  it('each passes the Template descriptor schema', () => {
    for (const t of Object.values(templates)) expect(templateDescriptorSchema.parse(t.descriptor).id).toBe(t.descriptor.id);
  });
});
