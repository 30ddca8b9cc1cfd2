/**
 * The wrapper of every section: the data-section-id marker the builder
 * scrolls to (spec §7.2), the template's spacing, a centred container and an
 * optional heading. An `anchor` prop gives the section an id for menu links
 * such as '#contato' (landing pages).
 */
import type { ReactElement, ReactNode } from 'react';
import { slugify } from '../domain/rules/index.ts';
import type { Section, SiteContext } from '../contract/page-model.ts';
import { templateFor } from '../templates/index.ts';
import { propString } from './section-props.ts';

export const containerClass = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';

export function SectionShell({
  section,
  ctx,
  title,
  subtitle,
  className = '',
  children,
}: {
  section: Section;
  ctx: SiteContext;
  title?: string | undefined;
  subtitle?: string | undefined;
  className?: string;
  children: ReactNode;
}): ReactElement {
  const theme = templateFor(ctx.site).theme;
  const anchor = slugify(propString(section.props, 'anchor') ?? '');
  const headingId = title ? `secao-${slugify(String(section.id)) || 'titulo'}` : undefined;
  return (
    <section
      data-section-id={section.id}
      {...(anchor ? { id: anchor } : {})}
      {...(headingId ? { 'aria-labelledby': headingId } : {})}
      className={`${theme.section} ${className}`}
    >
      <div className={containerClass}>
        {title ? (
          <header className="mb-10 max-w-3xl">
            <h2 id={headingId} className={theme.heading}>
              {title}
            </h2>
            {subtitle ? <p className="mt-3 text-lg">{subtitle}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}
