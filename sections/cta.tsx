/** Call to action: a primary-coloured band with a title, text and one button. */
import type { ReactElement } from 'react';
import { safeHref } from '../contract/escape.ts';
import { templateFor } from '../templates/index.ts';
import { containerClass } from './section-shell.tsx';
import { propLink, propString } from './section-props.ts';
import type { SectionDescriptor, SectionProps } from './section-types.ts';

export function CtaSection({ section, ctx }: SectionProps): ReactElement | null {
  const props = section.props;
  const title = propString(props, 'title');
  const text = propString(props, 'text');
  const button = propLink(props, 'button');
  if (!title && !text && !button) return null;
  const theme = templateFor(ctx.site).theme;
  return (
    <section data-section-id={section.id} className={`bg-primary text-on-primary ${theme.section}`}>
      <div className={`${containerClass} flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between`}>
        <div className="max-w-2xl space-y-3">
          {title ? <h2 className={theme.heading}>{title}</h2> : null}
          {text ? <p className="text-lg">{text}</p> : null}
        </div>
        {button ? (
          // Inverted colours: on-primary and primary are 4.5:1 apart by construction.
          <a
            href={safeHref(button.url)}
            className="inline-block shrink-0 rounded-md bg-on-primary px-6 py-3 font-semibold text-primary hover:opacity-90"
          >
            {button.label}
          </a>
        ) : null}
      </div>
    </section>
  );
}

export const section: SectionDescriptor = { component: CtaSection };
