/**
 * A two-number range filter (spec §2.7, §5): 'Mínimo' and 'Máximo', in BRL
 * from cents or in m². What is typed shows at once (currency as a mask: the
 * digits are cents) and is committed 300 ms after the last keystroke, or on
 * blur or Enter, clamped and put in order by the rules of range-input.ts.
 */
import { useEffect, useState, type ReactElement } from 'react';
import type { Range } from '../../domain/schemas/filter-state.ts';
import { legendClass } from './filter-fields.tsx';
import {
  formatRangeInput,
  normalizeRange,
  parseRangeInput,
  RANGE_DEBOUNCE_MS,
  rangeOrUndefined,
  type RangeLimits,
  type RangeUnit,
} from './range-input.ts';
import { useDebouncedCallback } from './use-debounced.ts';

type Draft = [string, string];

const draftOf = (range: Range | undefined, unit: RangeUnit): Draft => [formatRangeInput(range?.[0] ?? 0, unit), formatRangeInput(range?.[1] ?? 0, unit)];

export function RangeField(props: {
  id: string;
  legend: string;
  unit: RangeUnit;
  limits: RangeLimits;
  value: Range | undefined;
  fieldClass: string;
  onChange: (value: Range | undefined) => void;
}): ReactElement {
  const { id, legend, unit, limits, value, fieldClass, onChange } = props;
  const [draft, setDraft] = useState<Draft>(() => draftOf(value, unit));
  const [low = 0, high = 0] = value ?? [];
  // A committed or outside change (swap, clamp, chip, 'Limpar filtros') shows as the committed value.
  useEffect(() => setDraft(draftOf(value, unit)), [low, high, unit]);

  const commit = useDebouncedCallback((next: Draft) => {
    const range = rangeOrUndefined(normalizeRange([parseRangeInput(next[0], unit), parseRangeInput(next[1], unit)], limits));
    if ((range?.[0] ?? 0) === low && (range?.[1] ?? 0) === high) setDraft(draftOf(value, unit));
    else onChange(range);
  }, RANGE_DEBOUNCE_MS);

  const edit = (index: 0 | 1, text: string) => {
    // Currency is masked as it is typed; m² keeps the text so '72,' can become '72,5'.
    const shown = unit === 'currency' ? formatRangeInput(parseRangeInput(text, unit), unit) : text;
    const next: Draft = index === 0 ? [shown, draft[1]] : [draft[0], shown];
    setDraft(next);
    commit.call(next);
  };

  const input = (index: 0 | 1, label: string) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={`${id}-${index === 0 ? 'min' : 'max'}`} className="text-xs font-medium text-text">
        {label}
      </label>
      <div className="relative">
        <input
          id={`${id}-${index === 0 ? 'min' : 'max'}`}
          type="text"
          inputMode={unit === 'currency' ? 'numeric' : 'decimal'}
          autoComplete="off"
          className={`w-full ${fieldClass} ${unit === 'm2' ? 'pr-10' : ''}`}
          placeholder={unit === 'currency' ? 'R$ 0,00' : '0'}
          value={draft[index]}
          onChange={(event) => edit(index, event.target.value)}
          onBlur={() => commit.flush()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit.flush();
          }}
        />
        {unit === 'm2' ? (
          <span className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-sm text-gray-600" aria-hidden="true">
            m²
          </span>
        ) : null}
      </div>
    </div>
  );

  return (
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      <div className="flex gap-2">
        {input(0, 'Mínimo')}
        {input(1, 'Máximo')}
      </div>
    </fieldset>
  );
}
