import { describe, expect, it, vi } from 'vitest';
import { buildIdInHtml, liveBuildOfPage, mayBeOutdated, type LandingFacts } from './outdated-page.ts';

const facts = (over: Partial<LandingFacts> = {}): LandingFacts => ({
  navigationType: 'navigate',
  deliveryType: 'navigational-prefetch',
  transferSize: 300,
  renderedBuild: 'b1',
  liveBuild: 'b2',
  lastKnownLive: 'b1',
  ...over,
});

describe('mayBeOutdated', () => {
  it('checks a prefetched or cached copy that an older build rendered, made before the live build was known', () => {
    expect(mayBeOutdated(facts())).toBe(true);
    expect(mayBeOutdated(facts({ deliveryType: 'cache' }))).toBe(true);
    expect(mayBeOutdated(facts({ deliveryType: '', transferSize: 0 }))).toBe(true);
    expect(mayBeOutdated(facts({ lastKnownLive: null }))).toBe(true);
  });

  it('trusts the network, the live build, back/forward and copies prefetched under the live build', () => {
    expect(mayBeOutdated(facts({ deliveryType: '', transferSize: 12_000 }))).toBe(false);
    expect(mayBeOutdated(facts({ renderedBuild: 'b2' }))).toBe(false);
    expect(mayBeOutdated(facts({ navigationType: 'back_forward' }))).toBe(false);
    expect(mayBeOutdated(facts({ navigationType: 'reload' }))).toBe(false);
    expect(mayBeOutdated(facts({ lastKnownLive: 'b2' }))).toBe(false);
    expect(mayBeOutdated(facts({ renderedBuild: undefined }))).toBe(false);
  });
});

describe('buildIdInHtml', () => {
  it('reads the <html> data-build-id, only when complete', () => {
    const html = '<!doctype html><html lang="pt-BR" data-template="cosmic" data-build-id="20261122-1" data-page-kind="page"><head>';
    expect(buildIdInHtml(html)).toBe('20261122-1');
    expect(buildIdInHtml(html.slice(0, 70))).toBeUndefined();
    expect(buildIdInHtml('<body data-build-id="x">')).toBeUndefined();
  });
});

function streamed(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(stream, { status });
}

describe('liveBuildOfPage', () => {
  it('asks the server past every cache and stops reading at the attribute', async () => {
    const fetchFn = vi.fn(async () => streamed(['<!doctype html><html data-build', '-id="b7" data-page-kind="page"><head>', 'x'.repeat(50_000)]));
    await expect(liveBuildOfPage('/sobre', fetchFn)).resolves.toBe('b7');
    expect(fetchFn).toHaveBeenCalledWith('/sobre', expect.objectContaining({ cache: 'no-store' }));
  });

  it('knows nothing from an error answer or a document without the attribute', async () => {
    await expect(liveBuildOfPage('/x', async () => streamed(['<html data-build-id="b1">'], 404))).resolves.toBeUndefined();
    await expect(liveBuildOfPage('/x', async () => streamed(['<html lang="pt-BR">', '<body>'.repeat(2000)]))).resolves.toBeUndefined();
  });
});
