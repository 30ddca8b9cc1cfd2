/**
 * The static renderer writes what react-dom/server writes: every case below is
 * rendered both ways and compared byte for byte (hints split off the same way).
 */
import { Component, createContext, forwardRef, memo, Suspense, useContext, useId, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Island, IslandCollector, IslandProvider } from '../ui/island.tsx';
import { splitHints } from './shell.tsx';
import { renderStatic, renderStaticParts } from './static-render.ts';
import { PIECE_CHARS } from './static-writer.ts';

function both(node: ReactNode): { react: { hints: string; markup: string; islands: unknown[] }; ours: { hints: string; markup: string; islands: unknown[] } } {
  const reactIslands = new IslandCollector();
  const react = splitHints(renderToString(<IslandProvider value={reactIslands}>{node}</IslandProvider>));
  const ourIslands = new IslandCollector();
  const ours = renderStatic(node, ourIslands);
  return { react: { ...react, islands: reactIslands.islands }, ours: { ...ours, islands: ourIslands.islands } };
}

function expectSame(node: ReactNode): string {
  const { react, ours } = both(node);
  expect(ours).toEqual(react);
  return ours.markup;
}

const HOSTILE = `"><script>alert(1)</script>&amp;'<!--`;

function Counter({ start, label }: { start: number; label: string }) {
  const [count] = useState(() => start);
  const ref = useRef<HTMLButtonElement>(null);
  const text = useMemo(() => `${label}: ${count}`, [label, count]);
  return (
    <button ref={ref} type="button" onClick={() => undefined} aria-pressed={false}>
      {text} {count} itens
    </button>
  );
}

const Theme = createContext('claro');
function Themed() {
  return <span className={useContext(Theme)}>tema</span>;
}

class Boundary extends Component<{ children: ReactNode }> {
  override render() {
    return <div className="boundary">{this.props.children}</div>;
  }
}

function WithId() {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>Nome</label>
      <input id={id} />
    </>
  );
}

/** Asks for an id and writes it only when open (the search page's map toggle does this). */
function HiddenId({ open }: { open: boolean }) {
  const id = useId();
  return <div {...(open ? { id } : {})}>painel</div>;
}

const store = { subscribe: () => () => undefined, get: () => 'cliente', server: () => 'servidor' };
function External() {
  return <p>{useSyncExternalStore(store.subscribe, store.get, store.server)}</p>;
}

describe('renderStatic', () => {
  it('writes attributes, styles, booleans and text as React does', () => {
    const markup = expectSame(
      <section id="a" className="x y" data-count={3} data-on={true} aria-hidden={false} hidden={false} tabIndex={-1} style={{ display: 'contents', marginTop: 4, lineHeight: 1.5, '--cor': ' #fff ' } as never}>
        <h2 title={HOSTILE}>{HOSTILE}</h2>
        {'um'}
        {2}
        {null}
        {false}
        {''}
        {'três'}
        <svg viewBox="0 0 10 10" aria-hidden="true" strokeWidth={2} strokeLinecap="round" fillRule="evenodd" xlinkHref="#x">
          <path d="M0 0h10" />
        </svg>
        <a href="">vazio</a>
        <a href="javascript:alert(1)">js</a>
        <img src="" alt="" />
        <br />
        <details open>
          <summary>Mais</summary>
        </details>
        <pre>{'\nlinha'}</pre>
      </section>,
    );
    expect(markup).not.toContain('<script>');
  });

  it('writes forms: input values, checked, select, option, textarea, button names', () => {
    expectSame(
      <form action="/contato" method="post" className="f" noValidate>
        <input type="text" name="nome" defaultValue={HOSTILE} required autoFocus />
        <input type="checkbox" name="ok" defaultChecked value="sim" />
        <input type="number" value={3} readOnly />
        <select name="estado" defaultValue="SP" multiple={false}>
          <option value="">Todos</option>
          <option value="SP">São Paulo</option>
          <optgroup label="Sul">
            <option>RS</option>
          </optgroup>
        </select>
        <select name="s2">
          <option value="a" selected>
            A
          </option>
        </select>
        <textarea name="mensagem" rows={4} defaultValue={`\n${HOSTILE}`} />
        <button type="submit" name="enviar" value="1" disabled={false}>
          Enviar
        </button>
      </form>,
    );
  });

  it('preloads images as React does: the first ten and high priority ahead, lazy, low and data: ones never', () => {
    const srcs = Array.from({ length: 14 }, (_, i) => `/media/foto-${i}.jpg`);
    const { react, ours } = both(
      <div>
        {srcs.map((src, i) => (
          <img key={src} src={src} alt="" loading={i === 3 ? 'lazy' : undefined} fetchPriority={i === 12 ? 'high' : i === 4 ? 'low' : undefined} />
        ))}
        <img src="/media/foto-0.jpg" alt="again" />
        <img src="data:image/png;base64,AAAA" alt="" />
        <img srcSet="/a.jpg 1x, /b.jpg 2x" sizes="50vw" alt="" />
        <picture>
          <img src="/in-picture.jpg" alt="" />
        </picture>
      </div>,
    );
    expect(ours).toEqual(react);
    expect(ours.hints).toContain('foto-12.jpg');
    expect(ours.hints).not.toContain('foto-3.jpg');
    expect(ours.hints).not.toContain('in-picture');
  });

  it('escapes script content as React does, and keeps dangerouslySetInnerHTML as given', () => {
    expectSame(
      <div>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: '{"a":"\\u003c/script>"}' }} />
        <script type="application/json">{'{"x":"</script><script>"}'}</script>
        <div dangerouslySetInnerHTML={{ __html: '<b>negrito</b>' }} />
      </div>,
    );
  });

  it('renders components, fragments, contexts, memo, forwardRef and class components', () => {
    const Memo = memo(function Memo({ n }: { n: number }) {
      return <i>{n}</i>;
    });
    const Ref = forwardRef<HTMLSpanElement, { t: string }>(function Ref({ t }, ref) {
      return <span ref={ref}>{t}</span>;
    });
    expectSame(
      <>
        <Theme value="escuro">
          <Themed />
          <Theme.Consumer>{(value) => <b>{value}</b>}</Theme.Consumer>
        </Theme>
        <Themed />
        <Memo n={7} />
        <Ref t="ref" />
        <Boundary>
          <Themed />
        </Boundary>
        <Suspense fallback={<p>carregando</p>}>
          <p>pronto</p>
        </Suspense>
      </>,
    );
  });

  it('renders islands with their hooks, collects their props in order, and leaves useId islands to React', () => {
    const { react, ours } = both(
      <main>
        <Island name="counter" load="visible" component={Counter} props={{ start: 2, label: HOSTILE }} />
        <Island name="with-id" load="interaction" component={WithId} props={{}} />
        <Island name="external" load="idle" component={External} props={{}} />
        <Island name="boundary" load="idle" component={() => <Boundary><Themed /></Boundary>} props={{}} />
        <Island name="hidden-id" load="idle" component={HiddenId} props={{ open: false }} />
        <Island name="shown-id" load="idle" component={HiddenId} props={{ open: true }} />
      </main>,
    );
    // An island is hydrated as a root of its own, so its useId() values are those of a render on its
    // own: React's in-page render numbers them by their place in the page, which would not hydrate.
    const alone = renderToString(<WithId />);
    expect(react.markup).not.toContain(alone);
    expect(ours.markup).toContain(`data-load="interaction" style="display:contents">${alone}</div>`);
    const withoutIds = (html: string) => html.replace(/_R_\w+_/g, 'ID');
    expect({ ...ours, markup: withoutIds(ours.markup) }).toEqual({ ...react, markup: withoutIds(react.markup) });
    expect(ours.islands.map((i) => (i as { name: string }).name)).toEqual(['counter', 'with-id', 'external', 'boundary', 'hidden-id', 'shown-id']);
    // An id asked for but not written keeps the island static; one written is React's.
    expect(ours.markup).toContain('style="display:contents"><div>painel</div></div>');
    expect(ours.markup).toContain(`style="display:contents">${renderToString(<HiddenId open />)}</div>`);
    expect(ours.markup).toContain('servidor');
    expect(ours.markup).not.toContain('\u0000');
  });

  it('writes a Suspense boundary that renders at once between React\'s markers, and leaves one that suspends to React', () => {
    const never = new Promise<never>(() => undefined);
    function Waits(): ReactNode {
      throw never;
    }
    expectSame(
      <div>
        a<Suspense fallback={<i>espera</i>}>b<span>{HOSTILE}</span>d</Suspense>e
        <Suspense fallback={null}>{null}</Suspense>
        <Suspense fallback={null}>
          <ul>
            <li>um</li>
            <Suspense fallback={null}>{'dois'}</Suspense>
          </ul>
        </Suspense>
      </div>,
    );
    const suspended = both(
      <section>
        <p>antes</p>
        <Suspense fallback={<p>carregando</p>}>
          <p>pronto</p>
          <Waits />
        </Suspense>
        <Island name="counter" load="visible" component={Counter} props={{ start: 1, label: 'ilha' }} />
      </section>,
    );
    // The same fallback; React's development build adds the component stack it rendered from (production has none).
    const withoutStack = (html: string) => html.replace(/ data-cstck="[^"]*"/, '');
    expect({ ...suspended.ours, markup: withoutStack(suspended.ours.markup) }).toEqual({ ...suspended.react, markup: withoutStack(suspended.react.markup) });
    expect(suspended.ours.markup).toContain('<!--$!--><template data-msg=');
    expect(suspended.ours.markup).toContain('<p>carregando</p><!--/$-->');
    // In an island: the boundary is written by the walker, its content hydrated by React in a task of its own.
    const { ours, react } = both(<Island name="grid" load="visible" component={() => <div><Suspense fallback={null}><Counter start={3} label="grade" /></Suspense></div>} props={{}} />);
    expect(ours).toEqual(react);
    expect(ours.markup).toContain('<div><!--$--><button');
  });

  it('hands a long page on in pieces, and takes back the pieces of an island that React must render', () => {
    const rows = (n: number, label: string) => Array.from({ length: n }, (_, i) => <li key={i} title={label}>{label} – {i}</li>);
    // Long enough to be cut into several pieces before the island asks for React (a written useId()).
    const LongThenId = () => (
      <section>
        <ul>{rows(400, HOSTILE)}</ul>
        <WithId />
      </section>
    );
    const page = (
      <main>
        <ol>{rows(600, 'antes')}</ol>
        <Island name="long-then-id" load="idle" component={LongThenId} props={{}} />
        <ol>{rows(600, 'depois')}</ol>
      </main>
    );
    const ours = renderStaticParts(page, new IslandCollector());
    expect(ours.parts.length).toBeGreaterThan(3);
    for (const part of ours.parts.slice(0, -1)) expect(part.length).toBeGreaterThanOrEqual(PIECE_CHARS);
    const markup = ours.parts.join('');
    expect(markup).toContain(`style="display:contents">${renderToString(<LongThenId />)}</div>`);
    const withoutIds = (html: string) => html.replace(/_R_\w+_/g, 'ID');
    const react = splitHints(renderToString(<IslandProvider value={new IslandCollector()}>{page}</IslandProvider>));
    expect(withoutIds(markup)).toBe(withoutIds(react.markup));
    expect(markup.split('title="antes"').length - 1).toBe(600); // nothing written twice by the rollback
  });
});
