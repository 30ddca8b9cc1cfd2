import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeHtml } from './sanitize-html.ts';

/** No executable or styling surface may survive, whatever the input. */
function expectInert(output: string): void {
  expect(output).not.toMatch(/<\s*(script|style|iframe|object|embed|svg|math|form|input|base|meta|link|textarea|noscript)/i);
  expect(output).not.toMatch(/\son[a-z]+\s*=/i);
  expect(output).not.toMatch(/\s(style|class|id|srcdoc|formaction)\s*=/i);
  expect(output).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);
}

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting', () => {
    const html = '<h2>Bairro</h2><p>Perto do <strong>metrô</strong> e <em>parques</em>.<br>Visite!</p><ul><li>Um</li><li>Dois</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps safe links and images, with rel on new-tab links', () => {
    expect(sanitizeHtml('<a href="https://x.com/a?b=1&amp;c=2" target="_blank">x</a>')).toBe(
      '<a href="https://x.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/buscar">b</a><a href="mailto:a@b.c">m</a><a href="tel:+5511">t</a><a href="#topo">t</a>')).toBe(
      '<a href="/buscar/">b</a><a href="mailto:a@b.c">m</a><a href="tel:+5511">t</a><a href="#topo">t</a>',
    );
    expect(sanitizeHtml('<img src="/media/a.jpg" alt="Sala" width="640" height="abc">')).toBe('<img src="/media/a.jpg" alt="Sala" width="640" loading="lazy" decoding="async">');
  });

  it('drops script-like elements with their content', () => {
    for (const html of [
      '<script>alert(1)</script>ok',
      '<SCRIPT SRC=//evil/x.js></SCRIPT>ok',
      '<style>body{display:none}</style>ok',
      '<iframe src="https://evil"></iframe>ok',
      '<svg><script>alert(1)</script></svg>ok',
      '<math><mi xlink:href="javascript:alert(1)">x</mi></math>ok',
      '<template><img src=x onerror=alert(1)></template>ok',
      '<textarea><script>alert(1)</script></textarea>ok',
      '<object data="javascript:alert(1)"></object>ok',
    ]) {
      const out = sanitizeHtml(html);
      expect(out, html).toBe('ok');
    }
  });

  it('drops event handlers, style, class and id', () => {
    const out = sanitizeHtml('<p onclick="alert(1)" style="position:fixed" class="x" id="y" ONMOUSEOVER=alert(1)>t</p><img src=x onerror=alert(1)>');
    expect(out).toBe('<p>t</p><img src="x" loading="lazy" decoding="async">');
  });

  it('refuses dangerous URL schemes however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
    ]) {
      expect(isSafeUrl(href), href).toBe(false);
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img loading="lazy" decoding="async">');
    expect(sanitizeHtml('<img src="mailto:a@b.c">')).toBe('<img loading="lazy" decoding="async">');
  });

  it('removes unknown and dangerous tags but keeps their text', () => {
    expect(sanitizeHtml('<form action="/x"><input name=a><button>Enviar</button></form>')).toBe('Enviar');
    expect(sanitizeHtml('<base href="https://evil/"><meta http-equiv="refresh" content="0;url=https://evil">t')).toBe('t');
    expect(sanitizeHtml('<h1>Título</h1>')).toBe('<h2>Título</h2>');
  });

  it('escapes text so that no markup can be smuggled through', () => {
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sanitizeHtml('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d');
    expect(sanitizeHtml('<<script>alert(1)//<</script>')).toBe('&lt;');
    // '<scr' is a tag (dropped) whose attribute is '<script': what follows is text.
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
    expect(sanitizeHtml('<p title="a&quot; onmouseover=&quot;alert(1)">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<a title="x&quot; onclick=&quot;alert(1)" href="/a">t</a>')).toBe('<a title="x&quot; onclick=&quot;alert(1)" href="/a/">t</a>');
  });

  it('is not fooled by comments, CDATA or quotes holding markup', () => {
    for (const html of [
      '<!--<img src=x onerror=alert(1)>-->ok',
      '<!-- --!><img src=x onerror=alert(1)>ok',
      '<![CDATA[<script>alert(1)</script>]]>ok',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">ok',
      '<a href="/x" title=">"<script>alert(1)</script>ok',
      '<img src="x" alt="\\" onerror="alert(1)">ok',
      '<div><svg/onload=alert(1)>ok',
      '<a href=javascript:alert(1)>ok',
      '<img src=`x`onerror=alert(1)>ok',
    ]) {
      expectInert(sanitizeHtml(html));
    }
  });

  it('balances tags: unclosed ones are closed, stray closings dropped', () => {
    expect(sanitizeHtml('<p><strong>a<em>b</p>c</div>')).toBe('<p><strong>a<em>b</em></strong></p>c');
    expect(sanitizeHtml('<a href="/x">sem fim')).toBe('<a href="/x/">sem fim</a>');
    expect(sanitizeHtml('<a title="sem fim')).toBe('<a title="sem fim"></a>');
  });

  it('returns nothing for nothing', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('sanitizeHtml reads HTML as a browser does (issue #15 item 11)', () => {
  it('decodes every named character reference, once', () => {
    expect(sanitizeHtml('<p>Im&oacute;veis &agrave; venda &ndash; S&atilde;o Paulo</p>')).toBe('<p>Imóveis à venda – São Paulo</p>');
    expect(sanitizeHtml('<p>Im&Oacute;VEIS, &ccedil;&atilde;o &amp;oacute;</p>')).toBe('<p>ImÓVEIS, ção &amp;oacute;</p>');
    expect(sanitizeHtml('<a href="/a" title="Im&oacute;veis">x</a>')).toBe('<a href="/a/" title="Imóveis">x</a>');
  });

  it('nests lists as written, and closes list items the way HTML implies', () => {
    const nested = '<ul><li>Lazer<ul><li>Piscina</li><li>Academia</li></ul></li><li>Segurança</li></ul>';
    expect(sanitizeHtml(nested)).toBe(nested);
    expect(sanitizeHtml('<ul><li>Um<li>Dois<li>Três</ul>')).toBe('<ul><li>Um</li><li>Dois</li><li>Três</li></ul>');
    expect(sanitizeHtml('<ol start="3"><li>a<ol><li>b</ol><li>c</ol>')).toBe('<ol start="3"><li>a<ol><li>b</li></ol></li><li>c</li></ol>');
  });

  it('keeps an unterminated link at the end inert', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)')).toBe('<a></a>');
    expect(sanitizeHtml('ok <img src=x onerror=alert(1)')).toBe('ok <img src="x" loading="lazy" decoding="async">');
  });
});
