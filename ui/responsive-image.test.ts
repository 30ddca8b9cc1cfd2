import { describe, expect, it } from 'vitest';
import { imageSource, PHOTO_QUALITY } from './responsive-image.tsx';

const urls = (source: ReturnType<typeof imageSource>) => [source!.src, ...(source!.srcSet ?? '').split(', ').map((c) => c.split(' ')[0]!)];

describe('imageSource', () => {
  it('asks the storage for photos at quality 75 in src and every srcset width', () => {
    const source = imageSource('homes/1/a.jpg', { storageBaseUrl: 'https://cdn.example/v1', width: 640, height: 480 });
    expect(PHOTO_QUALITY).toBe(75);
    expect(urls(source)).toHaveLength(7);
    for (const url of urls(source)) expect(new URL(url).searchParams.get('quality')).toBe('75');
  });

  it("keeps the caller's quality, and leaves absolute URLs as they are", () => {
    const source = imageSource('homes/1/a.jpg', { storageBaseUrl: 'https://cdn.example/v1', width: 640, height: 480, quality: 90 });
    for (const url of urls(source)) expect(new URL(url).searchParams.get('quality')).toBe('90');
    expect(imageSource('https://photos.example/a.jpg', { storageBaseUrl: 'https://cdn.example/v1', width: 640, height: 480 })).toEqual({ src: 'https://photos.example/a.jpg', width: 640, height: 480 });
  });
});
