/**
 * A listing's description as text. The spec's field is text, and the listing shows it as
 * paragraphs (blank lines) with line breaks (`whitespace-pre-line`). CRM exports often send
 * HTML instead — `<p>`, `<br>`, `<ul><li>`, `&nbsp;`, `m&sup2;`. Before this, visitors read the
 * tags as text, and so did the meta description, JSON-LD and the portal feed. HTML is read
 * here with a real parser (htmlparser2, as the rich-text sanitiser does): block elements become
 * paragraphs, `<br>` a line break, list items '• ' lines, entities their characters (`&nbsp;` a no-break space); script
 * and style content is dropped. Text without a tag or entity is returned as it is.
 */
import { decodeHTML } from 'entities';
import { Parser } from 'htmlparser2';

/** A start or end tag, and a character reference. */
const TAG = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/i;
const ENTITY = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i;

const BLOCKS = new Set(['p', 'div', 'section', 'article', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'table', 'tr', 'pre', 'hr']);
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'head', 'title']);

export function descriptionText(raw: string): string {
  const tags = TAG.test(raw);
  if (!tags && !ENTITY.test(raw)) return raw;
  let out = '';
  let dropped = 0;
  const breakBlock = () => {
    out = out.replace(/[ \t]+$/, '');
    if (out !== '' && !out.endsWith('\n\n')) out += out.endsWith('\n') ? '\n' : '\n\n';
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (DROPPED.has(name)) dropped++;
        else if (name === 'br') out = `${out.replace(/[ \t]+$/, '')}\n`;
        else if (name === 'li') out = `${out.replace(/[ \t]+$/, '')}${out === '' || out.endsWith('\n') ? '' : '\n'}• `;
        else if (BLOCKS.has(name)) breakBlock();
      },
      onclosetag(name) {
        if (DROPPED.has(name)) dropped = Math.max(0, dropped - 1);
        else if (BLOCKS.has(name)) breakBlock();
      },
      ontext(text) {
        if (dropped > 0) return;
        // With tags, HTML's white space: runs of spaces, tabs and source newlines are one space (a no-break space
        // is not white space: '98&nbsp;m²' stays on one line). Text that only escapes its characters keeps its line breaks.
        const collapsed = tags ? text.replace(/[ \t\n\r\f]+/g, ' ') : text;
        out += out === '' || out.endsWith('\n') || out.endsWith(' ') ? collapsed.trimStart() : collapsed;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(raw);
  parser.end();
  return out
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * A listing's name: character references read (`Jardim Am&eacute;rica`), anything that looks
 * like a tag kept as the text it is. A name is one line of the broker's own words; unlike a
 * description, no CRM sends it as markup, so a `<` in it is shown, never interpreted.
 */
export function nameText(raw: string): string {
  return ENTITY.test(raw) ? decodeHTML(raw).replace(/\u00a0/g, ' ') : raw;
}
