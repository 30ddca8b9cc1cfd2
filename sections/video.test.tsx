import { describe, expect, it } from 'vitest';
import type { ConfiguredPageData } from '../contract/page-model.ts';
import { contextFixture, renderPage, textOf } from '../tests/support/view-fixtures.ts';
import { VideoSection } from './video.tsx';

const data: ConfiguredPageData = { kind: 'page', path: '/', pageId: 'home', params: {}, featured: [], latest: [] };
const render = (props: Record<string, unknown>) =>
  renderPage(<VideoSection section={{ id: 'sec-video', component: 'video', enabled: true, props }} ctx={contextFixture()} data={data} />);

describe('the video section', () => {
  it('shows a titled play button and loads nothing from YouTube', () => {
    const html = render({ title: 'Conheça o empreendimento', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(textOf(html)).toContain('Conheça o empreendimento');
    expect(html).toContain('data-section-id="sec-video"');
    expect(html).toContain('data-video-id="dQw4w9WgXcQ"');
    expect(html).toMatch(/<button type="button"[^>]*>/);
    expect(html).not.toMatch(/youtube(-nocookie)?\.com|ytimg|<iframe/);
  });

  it('is not shown for anything but a YouTube video link', () => {
    for (const url of ['https://vimeo.com/1234', 'https://youtu.be/bad', 'javascript:alert(1)', '', 42]) {
      expect(render({ title: 'Vídeo', url })).toBe('');
    }
    expect(render({ title: 'Vídeo' })).toBe('');
  });
});
