import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeVideoId } from './youtube.ts';

describe('youtubeVideoId', () => {
  it('reads the id of watch, short, embed and shorts links', () => {
    expect(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://youtu.be/dQw4w9WgXcQ?si=abc')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://m.youtube.com/watch?v=a_b-c123456')).toBe('a_b-c123456');
    expect(youtubeVideoId('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId(' https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ ')).toBe('dQw4w9WgXcQ');
  });

  it('refuses other hosts, schemes and malformed ids', () => {
    expect(youtubeVideoId('https://vimeo.com/123456')).toBeUndefined();
    expect(youtubeVideoId('https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ')).toBeUndefined();
    expect(youtubeVideoId('https://evil.test/?u=https://youtu.be/dQw4w9WgXcQ')).toBeUndefined();
    expect(youtubeVideoId('javascript:alert(1)//youtu.be/dQw4w9WgXcQ')).toBeUndefined();
    expect(youtubeVideoId('https://youtu.be/short')).toBeUndefined();
    expect(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>')).toBeUndefined();
    expect(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ1')).toBeUndefined();
    expect(youtubeVideoId('https://www.youtube.com/channel/UCabcdefghij')).toBeUndefined();
    expect(youtubeVideoId('not a url')).toBeUndefined();
    expect(youtubeVideoId(42)).toBeUndefined();
    expect(youtubeVideoId(undefined)).toBeUndefined();
  });

  it('embeds through youtube-nocookie', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
  });
});
