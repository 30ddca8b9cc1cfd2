/** FAQ: questions as <details> (no JavaScript needed to open them). */
import type { ReactElement } from 'react';
import { SectionShell } from './section-shell.tsx';
import { paragraphs, propItems, propString } from './section-props.ts';
import type { SectionDescriptor, SectionProps } from './section-types.ts';

export function FaqSection({ section, ctx }: SectionProps): ReactElement | null {
  const items = propItems(section.props, 'items', ['question', 'answer']);
  if (items.length === 0) return null;
  return (
    <SectionShell section={section} ctx={ctx} title={propString(section.props, 'title') ?? 'Perguntas frequentes'}>
      <div className="max-w-3xl divide-y divide-current/15 border-y border-current/15">
        {items.map((item, index) => (
          <details key={index} className="group py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold">
              {item.question}
              <span aria-hidden="true" className="text-xl transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <div className="mt-3 space-y-3 leading-relaxed">
              {paragraphs(item.answer).map((paragraph, paragraphIndex) => (
                <p key={paragraphIndex}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </SectionShell>
  );
}

export const section: SectionDescriptor = { component: FaqSection };
