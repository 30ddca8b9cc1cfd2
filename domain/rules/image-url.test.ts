import { describe, expect, it } from 'vitest';
import { imageUrl, srcSet } from './image-url.ts';

const storageBaseUrl = 'https://xyz.supabase.co/storage/v1/';

describe('imageUrl', () => {
  it('uses absolute http(s) and blob URLs as they are', () => {
    expect(imageUrl('https://cdn.example.com/a.jpg', { storageBaseUrl, width: 300 })).toBe('https://cdn.example.com/a.jpg');
    expect(imageUrl('http://cdn.example.com/a.jpg?x=1', { storageBaseUrl })).toBe('http://cdn.example.com/a.jpg?x=1');
    expect(imageUrl('HTTPS://CDN.example.com/a.jpg', {})).toBe('HTTPS://CDN.example.com/a.jpg');
    expect(imageUrl('blob:https://site.com/6f1c-44', { storageBaseUrl })).toBe('blob:https://site.com/6f1c-44');
    expect(imageUrl('//cdn.example.com/a.jpg', { storageBaseUrl })).toBe('//cdn.example.com/a.jpg');
  });

  it('refuses other schemes, even disguised', () => {
    expect(imageUrl('javascript:alert(1)', { storageBaseUrl })).toBeUndefined();
    expect(imageUrl(' JavaScript:alert(1)', { storageBaseUrl })).toBeUndefined();
    expect(imageUrl('java\tscript:alert(1)', { storageBaseUrl })).toBeUndefined();
    expect(imageUrl('data:image/png;base64,AAAA', { storageBaseUrl })).toBeUndefined();
    expect(imageUrl('file:///etc/passwd', { storageBaseUrl })).toBeUndefined();
    expect(imageUrl('vbscript:x', {})).toBeUndefined();
  });

  it('is undefined for empty input', () => {
    expect(imageUrl(undefined, { storageBaseUrl })).toBeUndefined();
    expect(imageUrl(null, { storageBaseUrl })).toBeUndefined();
    expect(imageUrl('   ', { storageBaseUrl })).toBeUndefined();
    expect(imageUrl('/', { storageBaseUrl })).toBeUndefined();
  });

  it('prefixes relative paths with the storage base, one slash between', () => {
    expect(imageUrl('homes/12/sala.jpg', { storageBaseUrl })).toBe('https://xyz.supabase.co/storage/v1/homes/12/sala.jpg');
    expect(imageUrl('/homes/12/sala.jpg', { storageBaseUrl: 'https://cdn.test' })).toBe('https://cdn.test/homes/12/sala.jpg');
    expect(imageUrl('homes//12/./sala.jpg?v=2', { storageBaseUrl })).toBe('https://xyz.supabase.co/storage/v1/homes/12/sala.jpg?v=2');
  });

  it('encodes file names once and drops dot segments', () => {
    expect(imageUrl('homes/foto da sala.jpg', { storageBaseUrl: 'https://cdn.test' })).toBe('https://cdn.test/homes/foto%20da%20sala.jpg');
    expect(imageUrl('homes/foto%20da%20sala.jpg', { storageBaseUrl: 'https://cdn.test' })).toBe('https://cdn.test/homes/foto%20da%20sala.jpg');
    expect(imageUrl('../../secret/a.jpg', { storageBaseUrl: 'https://cdn.test/bucket' })).toBe('https://cdn.test/bucket/secret/a.jpg');
    expect(imageUrl('..\\..\\a.jpg', { storageBaseUrl: 'https://cdn.test' })).toBe('https://cdn.test/a.jpg');
  });

  it('takes a plain storage path as it is and anything near one the long way', () => {
    const at = (src: string) => imageUrl(src, { storageBaseUrl: 'https://cdn.test' });
    expect(at('media/a-b_c~d.1.jpg')).toBe('https://cdn.test/media/a-b_c~d.1.jpg');
    expect(at('/media/a.jpg')).toBe('https://cdn.test/media/a.jpg');
    // Dot-leading segments: '.' and '..' are dropped, '.hidden' is a name.
    expect(at('media/./a.jpg')).toBe('https://cdn.test/media/a.jpg');
    expect(at('media/../a.jpg')).toBe('https://cdn.test/media/a.jpg');
    expect(at('media/.hidden/a.jpg')).toBe('https://cdn.test/media/.hidden/a.jpg');
    expect(at('//media/a.jpg')).toBe('//media/a.jpg'); // protocol-relative: another host
    expect(at('media//a.jpg/')).toBe('https://cdn.test/media/a.jpg');
    expect(at(' media/a.jpg\t')).toBe('https://cdn.test/media/a.jpg');
    expect(at('média/a b.jpg')).toBe('https://cdn.test/m%C3%A9dia/a%20b.jpg');
    expect(at('media/a.jpg#x')).toBe('https://cdn.test/media/a.jpg');
    expect(at('media/a:b.jpg')).toBe('https://cdn.test/media/a%3Ab.jpg');
  });

  it('serves relative paths from the site root without a storage base', () => {
    expect(imageUrl('img/logo.png', {})).toBe('/img/logo.png');
    expect(imageUrl('img/logo.png', { width: 200 })).toBe('/img/logo.png');
  });

  it('resizes relative paths through the render endpoint', () => {
    expect(imageUrl('homes/12/sala.jpg', { storageBaseUrl, width: 640, height: 480 }))
      .toBe('https://xyz.supabase.co/storage/v1/render/image/homes/12/sala.jpg?width=640&height=480&resize=cover&format=webp');
    expect(imageUrl('homes/12/sala.jpg', { storageBaseUrl, width: 320, fit: 'contain', format: 'avif', quality: 75 }))
      .toBe('https://xyz.supabase.co/storage/v1/render/image/homes/12/sala.jpg?width=320&resize=contain&format=avif&quality=75');
    expect(imageUrl('a.jpg', { storageBaseUrl, height: 99.6, quality: 250 }))
      .toBe('https://xyz.supabase.co/storage/v1/render/image/a.jpg?height=100&resize=cover&format=webp&quality=100');
  });

  it("keeps a path's own query ahead of the resize parameters, and lets the resize win a clash", () => {
    expect(imageUrl('homes/12/sala.jpg?v=2&width=9', { storageBaseUrl, width: 640, height: 480, quality: 75 }))
      .toBe('https://xyz.supabase.co/storage/v1/render/image/homes/12/sala.jpg?v=2&width=640&height=480&resize=cover&format=webp&quality=75');
  });

  it('writes the same resize URL as URLSearchParams would, for every size, fit, format and quality', () => {
    for (const width of [undefined, 1, 320, 99.6]) {
      for (const height of [undefined, 240]) {
        for (const fit of [undefined, 'contain', 'fill'] as const) {
          for (const quality of [undefined, 75, 250]) {
            const url = imageUrl('homes/12/sala.jpg', { storageBaseUrl, width, height, fit, format: 'avif', quality });
            if (width === undefined && height === undefined) continue;
            const params = new URLSearchParams();
            if (width !== undefined) params.set('width', String(Math.round(width)));
            if (height !== undefined) params.set('height', String(height));
            params.set('resize', fit ?? 'cover');
            params.set('format', 'avif');
            if (quality !== undefined) params.set('quality', String(Math.min(quality, 100)));
            expect(url).toBe(`https://xyz.supabase.co/storage/v1/render/image/homes/12/sala.jpg?${params}`);
          }
        }
      }
    }
  });

  it('ignores sizes that are not positive numbers', () => {
    expect(imageUrl('a.jpg', { storageBaseUrl, width: 0, height: Number.NaN })).toBe('https://xyz.supabase.co/storage/v1/a.jpg');
  });
});

describe('srcSet', () => {
  it('lists resized variants in ascending width', () => {
    expect(srcSet('a.jpg', [640, 320, 640], { storageBaseUrl: 'https://cdn.test' })).toBe(
      'https://cdn.test/render/image/a.jpg?width=320&resize=cover&format=webp 320w, '
        + 'https://cdn.test/render/image/a.jpg?width=640&resize=cover&format=webp 640w',
    );
  });

  it('keeps the aspect ratio when width and height are given', () => {
    expect(srcSet('a.jpg', [400, 800], { storageBaseUrl: 'https://cdn.test', width: 800, height: 600, quality: 80 })).toBe(
      'https://cdn.test/render/image/a.jpg?width=400&height=300&resize=cover&format=webp&quality=80 400w, '
        + 'https://cdn.test/render/image/a.jpg?width=800&height=600&resize=cover&format=webp&quality=80 800w',
    );
  });

  it('is undefined when the image cannot be resized', () => {
    expect(srcSet('https://cdn.example.com/a.jpg', [320], { storageBaseUrl })).toBeUndefined();
    expect(srcSet('a.jpg', [320], {})).toBeUndefined();
    expect(srcSet('javascript:x', [320], { storageBaseUrl })).toBeUndefined();
    expect(srcSet('a.jpg', [0, -5], { storageBaseUrl })).toBeUndefined();
  });
});
