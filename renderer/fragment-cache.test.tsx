/**
 * The fragment cache (#14, #16): a component with a fragment key has its HTML written once per
 * build and reused, byte for byte what React writes for it wherever it is reused.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon, SpriteIcon } from '../ui/icons.tsx';
import { Island, IslandCollector, IslandProvider } from '../ui/island.tsx';
import { FragmentCache } from './fragment-cache.ts';
import { splitHints } from './shell.tsx';
import { renderStatic } from './static-render.ts';

const HOSTILE = `"><script>alert(1)</script>&amp;'<!--`;

describe('fragment cache', () => {
  it('reuses a keyed component\'s HTML from the cache, byte for byte, and keeps none that added a preload hint', () => {
    let renders = 0;
    const Tile = ({ id, label, eager = false }: { id: number; label: string; eager?: boolean }) => {
      renders++;
      return (
        <article data-id={id}>
          <img src={`/foto-${id}.jpg`} alt="" {...(eager ? {} : { loading: 'lazy' as const })} />
          {label} {id}
        </article>
      );
    };
    Tile.fragmentKey = ({ id, eager = false }: { id: number; eager?: boolean }) => `tile:${id}:${eager}`;
    const page = (label: string) => (
      <ul>
        {[1, 2, 1, 3, 2].map((id, i) => (
          <li key={i}>
            <Tile id={id} label={label} eager={id === 3} />
          </li>
        ))}
        <Island name="list" load="visible" component={() => <Tile id={2} label={label} />} props={{}} />
      </ul>
    );
    const cache = new FragmentCache();
    const first = renderStatic(page(HOSTILE), new IslandCollector(), cache);
    const second = renderStatic(page(HOSTILE), new IslandCollector(), cache);
    const ourRenders = renders;
    const react = splitHints(renderToString(<IslandProvider value={new IslandCollector()}>{page(HOSTILE)}</IslandProvider>));
    expect(first).toEqual(react);
    expect(second).toEqual(react);
    // Kept: tiles 1 and 2 (once each). Tile 3 loads its photo eagerly, which adds the page's preload hint: rendered every time.
    expect(cache.size).toBe(2);
    expect(ourRenders).toBe(3 + 1); // first page: 1, 2, 3 (the island's 2 is a hit); second page: only 3 again
    expect(second.hints).toContain('/foto-3.jpg');
  });

  it('writes icons from the cache as React writes them, beside text and in islands', () => {
    const row = (label: string) => (
      <p>
        {label}
        <Icon name="bedrooms" />
        {label}
        <Icon name="bedrooms" className="h-6 w-6 text-primary" />
        <SpriteIcon name="heart" className="h-5 w-5" paint="stroke" />
        <Icon name="bedrooms" />
      </p>
    );
    const page = (label: string) => (
      <div>
        {row(label)}
        <Island name="row" load="visible" component={({ label: text }: { label: string }) => row(text)} props={{ label }} />
      </div>
    );
    const cache = new FragmentCache();
    const first = renderStatic(page(HOSTILE), new IslandCollector(), cache);
    const second = renderStatic(page(HOSTILE), new IslandCollector(), cache);
    const react = splitHints(renderToString(<IslandProvider value={new IslandCollector()}>{page(HOSTILE)}</IslandProvider>));
    expect(first).toEqual(react);
    expect(second).toEqual(react);
    // One fragment per name, class and paint: the default class and another class are two.
    expect(cache.size).toBe(3);
  });

  it('drops the oldest fragment when the cache is full', () => {
    const cache = new FragmentCache(2);
    cache.set('a', '<a></a>');
    cache.set('b', '<b></b>');
    cache.set('c', '<i></i>');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, '<b></b>', '<i></i>']);
  });
});
