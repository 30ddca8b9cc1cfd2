/** Testimonials: quotes from clients. */
import type { ReactElement } from 'react';
import { templateFor } from '../templates/index.ts';
import { SectionShell } from './section-shell.tsx';
import { propItems, propString } from './section-props.ts';
import type { SectionDescriptor, SectionProps } from './section-types.ts';

export function TestimonialsSection({ section, ctx }: SectionProps): ReactElement | null {
  const items = propItems(section.props, 'items', ['name', 'text']);
  if (items.length === 0) return null;
  const theme = templateFor(ctx.site).theme;
  return (
    <SectionShell section={section} ctx={ctx} title={propString(section.props, 'title') ?? 'O que dizem nossos clientes'}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => (
          <li key={index}>
            <figure className={`flex h-full flex-col gap-4 p-6 text-gray-900 ${theme.card}`}>
              <blockquote className="flex-1 text-base leading-relaxed">
                <p>{`“${item.text}”`}</p>
              </blockquote>
              <figcaption className="font-semibold">{item.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

export const section: SectionDescriptor = { component: TestimonialsSection };
