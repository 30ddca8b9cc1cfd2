/**
 * Host elements React writes its own way (static-render.ts walks them): void tags, tags left to
 * React, props written after the others, a textarea's value, the scope a tag gives its children
 * (a select's value, SVG, no image preloads inside <picture>) and an option's text.
 */
import { escapeText } from './html-attributes.ts';
import { NO_PRELOAD, type Scope, type Writer } from './static-writer.ts';

export const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
// Tags React treats as resources, singletons or special content: React renders them.
export const REACT_ONLY = new Set(['title', 'link', 'style', 'meta', 'noscript', 'object', 'menuitem', 'head', 'body', 'html']);
export const LATE: Record<string, readonly string[]> = {
  textarea: ['value', 'defaultValue'],
  input: ['name', 'formAction', 'formEncType', 'formMethod', 'formTarget', 'checked', 'defaultChecked', 'value', 'defaultValue'],
  button: ['name', 'formAction', 'formEncType', 'formMethod', 'formTarget'],
  form: ['action', 'encType', 'method', 'target'],
};

/**
 * Renders `node` (the page body) to HTML, collecting its islands into `islands`. `fragments`:
 * the HTML of components that declare a fragment key, kept across the pages of one build.
 */

/** React writes a textarea's value (or its one child) as escaped text, a leading newline doubled. */
export function textarea(w: Writer, open: string, value: unknown, children: unknown): void {
  let text = value;
  if (children != null) text = Array.isArray(children) ? String(children[0]) : String(children);
  w.out += `${open}>`;
  if (typeof text === 'string' && text.startsWith('\n')) w.out += '\n';
  if (text != null) w.out += escapeText(w.watch(String(text)));
  w.out += '</textarea>';
  w.lastText = false;
}

export function childScope(tag: string, props: Record<string, unknown>, scope: Scope): Scope {
  switch (tag) {
    case 'select':
      return { flags: scope.flags, svg: false, selected: props.value ?? props.defaultValue ?? undefined };
    case 'svg':
      return { flags: scope.flags, svg: true, selected: undefined };
    case 'picture':
      return { flags: scope.flags | NO_PRELOAD, svg: false, selected: undefined };
    case 'foreignObject':
    case 'table':
    case 'thead':
    case 'tbody':
    case 'tfoot':
    case 'colgroup':
    case 'tr':
      return { flags: scope.flags, svg: false, selected: undefined };
  }
  return scope;
}

export function optionText(children: unknown): string {
  let text = '';
  const add = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(add);
    else if (node != null && typeof node !== 'boolean') text += String(node);
  };
  add(children);
  return text;
}
