/**
 * The input kinds of the search filters (spec §2.7, §4): a button bar
 * (clicking the selected option again clears it), a select with the
 * 'Selecione...' placeholder, a checkbox list (adds or removes a value) and a
 * debounced text input. Each is a fieldset with a legend or a labelled
 * control, so screen readers name every group and field.
 *
 * Ids are fixed strings from the caller, not useId(): the island is hydrated
 * as its own root, so tree-derived ids would not match the server's.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { SELECT_PLACEHOLDER, type Option } from './filter-options.ts';
import { useDebouncedCallback } from './use-debounced.ts';

export const legendClass = 'mb-2 block text-sm font-semibold text-text';
const chipBase = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-4 text-sm font-medium transition-colors';
const chipOff = 'border-black/15 bg-white text-gray-900 hover:border-black/40';
const chipOn = 'border-primary bg-primary text-on-primary';

export function ButtonBar<V extends string | number>(props: {
  legend: string;
  options: readonly Option<V>[];
  value: V | undefined;
  onChange: (value: V | undefined) => void;
}): ReactElement {
  const { legend, options, value, onChange } = props;
  return (
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const selected = option.value === value;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={selected}
              className={`${chipBase} ${selected ? chipOn : chipOff}`}
              onClick={() => onChange(selected ? undefined : option.value)}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

export function SelectField(props: {
  id: string;
  label: string;
  options: readonly Option[];
  value: string | undefined;
  fieldClass: string;
  onChange: (value: string | undefined) => void;
}): ReactElement {
  const { id, label, options, value, fieldClass, onChange } = props;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-text">
        {label}
      </label>
      <select id={id} className={`w-full ${fieldClass}`} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{SELECT_PLACEHOLDER}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A list of checkboxes: checking adds the value, unchecking removes it; an empty list is no filter. */
export function CheckboxGroup(props: {
  legend: string;
  options: readonly Option[];
  values: readonly string[] | undefined;
  onChange: (values: string[] | undefined) => void;
}): ReactElement | null {
  const { legend, options, values = [], onChange } = props;
  if (options.length === 0) return null;
  const toggle = (value: string, checked: boolean) => {
    const next = checked ? [...values.filter((v) => v !== value), value] : values.filter((v) => v !== value);
    onChange(next.length > 0 ? next : undefined);
  };
  return (
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      <ul className="grid max-h-60 gap-1 overflow-y-auto pr-1">
        {options.map((option) => (
          <li key={option.value}>
            <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-text">
              <input
                type="checkbox"
                className="h-4 w-4 accent-primary"
                value={option.value}
                checked={values.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** A text filter committed after a pause in typing, or at once on blur or Enter. */
export function DebouncedTextField(props: {
  id: string;
  label: string;
  value: string | undefined;
  delayMs: number;
  fieldClass: string;
  placeholder?: string;
  onChange: (value: string | undefined) => void;
}): ReactElement {
  const { id, label, value = '', delayMs, fieldClass, placeholder, onChange } = props;
  const [draft, setDraft] = useState(value);
  // A change from elsewhere (a chip, 'Limpar filtros', back/forward) replaces the draft.
  useEffect(() => setDraft(value), [value]);
  const commit = useDebouncedCallback((text: string) => {
    if (text.trim() !== value) onChange(text.trim() || undefined);
  }, delayMs);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-text">
        {label}
      </label>
      <input
        id={id}
        type="text"
        className={`w-full ${fieldClass}`}
        value={draft}
        {...(placeholder ? { placeholder } : {})}
        onChange={(event) => {
          setDraft(event.target.value);
          commit.call(event.target.value);
        }}
        onBlur={() => commit.flush()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit.flush();
        }}
      />
    </div>
  );
}
