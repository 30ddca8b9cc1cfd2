import { describe, expect, it } from 'vitest';
import { imageUrl } from '../domain/rules/image-url.ts';
import { parseResizeParams, resizeKey } from './image-params.ts';

const parse = (query: string) => parseResizeParams(new URLSearchParams(query));

describe('parseResizeParams', () => {
  it('reads what imageUrl writes', () => {
    const url = imageUrl('media/a.jpg?v=2', { storageBaseUrl: '/storage', width: 640, height: 427, quality: 70 })!;
    expect(url).toBe('/storage/render/image/media/a.jpg?v=2&width=640&height=427&resize=cover&format=webp&quality=70');
    expect(parse(url.slice(url.indexOf('?') + 1))).toEqual({ ok: true, params: { width: 640, height: 427, resize: 'cover', format: 'webp', quality: 70 } });
  });

  it('defaults: cover, the original format, quality 80; width and height optional', () => {
    expect(parse('')).toEqual({ ok: true, params: { resize: 'cover', format: 'origin', quality: 80 } });
    expect(parse('height=300&resize=contain&format=avif')).toEqual({ ok: true, params: { height: 300, resize: 'contain', format: 'avif', quality: 80 } });
    expect(parse('width=1&height=2560&quality=100&resize=fill')).toEqual({ ok: true, params: { width: 1, height: 2560, resize: 'fill', format: 'origin', quality: 100 } });
  });

  it.each([
    ['width=0', 'width must be a whole number from 1 to 2560'],
    ['width=2561', 'width must be a whole number from 1 to 2560'],
    ['height=-5', 'height must be a whole number from 1 to 2560'],
    ['width=12.5', 'width must be a whole number from 1 to 2560'],
    ['width=1e3', 'width must be a whole number from 1 to 2560'],
    ['width=', 'width must be a whole number from 1 to 2560'],
    ['width=999999999999', 'width must be a whole number from 1 to 2560'],
    ['width=100&width=200', 'width is given more than once'],
    ['quality=0', 'quality must be a whole number from 1 to 100'],
    ['quality=101', 'quality must be a whole number from 1 to 100'],
    ['resize=crop', 'resize must be one of cover, contain, fill'],
    ['format=png', 'format must be one of webp, avif, origin'],
    ['format=WEBP', 'format must be one of webp, avif, origin'],
  ])('refuses %s', (query, error) => {
    expect(parse(query)).toEqual({ ok: false, error });
  });

  it('keys equal params equally, whatever the order, and different params differently', () => {
    const a = parse('width=10&format=webp');
    const b = parse('format=webp&width=10&v=3');
    const c = parse('width=11&format=webp');
    if (!a.ok || !b.ok || !c.ok) throw new Error('unexpected refusal');
    expect(resizeKey(a.params)).toBe(resizeKey(b.params));
    expect(resizeKey(a.params)).not.toBe(resizeKey(c.params));
  });
});
