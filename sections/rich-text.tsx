/**
 * Rich text: tenant-authored HTML (`html` prop), sanitised at render by the
 * allow-list in domain/rules/sanitize-html.ts; nothing else reaches the page.
 */
import type { ReactElement } from 'react';
import { sanitizeHtml } from '../domain/rules/sanitize-html.ts';
import { templateFor } from '../templates/index.ts';
import { SectionShell } from './section-shell.tsx';
import { propString } from './section-props.ts';
import type { SectionDescriptor, SectionProps } from './section-types.ts';

export function RichTextSection({ section, ctx }: SectionProps): ReactElement | null {
  const html = sanitizeHtml(propString(section.props, 'html') ?? propString(section.props, 'content'));
  if (html.trim() === '') return null;
  return (
    <SectionShell section={section} ctx={ctx} title={propString(section.props, 'title')}>
      {/* Safe by construction: sanitizeHtml writes a new document from an allow-list. */}
      <div className={`vt-prose max-w-3xl ${templateFor(ctx.site).theme.prose}`} dangerouslySetInnerHTML={{ __html: html }} />
    </SectionShell>
  );
}

export const section: SectionDescriptor = { component: RichTextSection };
