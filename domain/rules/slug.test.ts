import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['São Paulo', 'sao-paulo'],
    ['  Vila  Mariana ', 'vila-mariana'],
    ['Jardim Botânico', 'jardim-botanico'],
    ['Ribeirão Preto', 'ribeirao-preto'],
    ['Florianópolis', 'florianopolis'],
    ['Conceição', 'conceicao'],
    ['Salão de festas', 'salao-de-festas'],
    ['Portaria 24h', 'portaria-24h'],
    ['Ar-condicionado', 'ar-condicionado'],
    ['Sala comercial/Escritório', 'sala-comercialescritorio'],
    ['Imóvel comercial', 'imovel-comercial'],
    ['Pôr-do-sol -- vista', 'por-do-sol-vista'],
    ['ÁGUA BRANCA', 'agua-branca'],
    ['Tab\tand\nnewline', 'tab-and-newline'],
    ['air_conditioning', 'airconditioning'],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('strips path traversal down to a plain segment', () => {
    expect(slugify('../../x')).toBe('x');
    expect(slugify('a/b\\c')).toBe('abc');
  });

  it('never returns dots, slashes or edge hyphens', () => {
    for (const input of ['.', '..', '/', '-.-', ' - ', '...', '/../', '-x-', '%2e%2e']) {
      const slug = slugify(input);
      expect(slug).not.toMatch(/[./]/);
      expect(slug).not.toMatch(/^-|-$/);
    }
    expect(slugify('..')).toBe('');
    expect(slugify('-x-')).toBe('x');
  });

  it('returns an empty string when nothing survives', () => {
    expect(slugify('')).toBe('');
    expect(slugify('!!!')).toBe('');
  });
});
