/** Stats: big figures with a label ('+500 imóveis vendidos'). */
import type { ReactElement } from 'react';
import { SectionShell } from './section-shell.tsx';
import { propItems, propString } from './section-props.ts';
import type { SectionDescriptor, SectionProps } from './section-types.ts';

/** Columns by count, so three figures fill the row instead of leaving a fourth column empty. */
const COLUMNS: Record<number, string> = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' };

export function StatsSection({ section, ctx }: SectionProps): ReactElement | null {
  const items = propItems(section.props, 'items', ['value', 'label']);
  if (items.length === 0) return null;
  return (
    <SectionShell section={section} ctx={ctx} title={propString(section.props, 'title')}>
      <dl className={`grid gap-8 text-center ${COLUMNS[items.length] ?? 'sm:grid-cols-2 lg:grid-cols-4'}`}>
        {items.map((item, index) => (
          <div key={index} className="flex flex-col-reverse gap-2">
            <dt className="text-base">{item.label}</dt>
            <dd className="font-heading text-4xl font-bold md:text-5xl">{item.value}</dd>
          </div>
        ))}
      </dl>
    </SectionShell>
  );
}

export const section: SectionDescriptor = { component: StatsSection };
