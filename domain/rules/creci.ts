/**
 * A CRECI registration as printed (issue #15 item 13): the data may hold the bare number
 * ('12345-J') or carry the label already ('CRECI J-98765', 'CRECI-SP 98765-F'); the page
 * says 'CRECI' once either way, keeping a state written with it.
 */
const WITH_LABEL = /^\s*(creci(?:[-/ ]?[A-Za-z]{2}\b)?)[\s:.-]*(.*)$/i;

export interface CreciParts {
  /** 'CRECI', or 'CRECI-SP' as written. */
  label: string;
  /** The registration itself: 'J-98765'. */
  number: string;
}

export function creciParts(value: string): CreciParts {
  const match = WITH_LABEL.exec(value);
  if (match && match[2]!.trim()) return { label: match[1]!, number: match[2]!.trim() };
  return { label: 'CRECI', number: value.trim() };
}

/** 'CRECI J-98765' whether or not the data wrote the label. */
export function creciText(value: string): string {
  const { label, number } = creciParts(value);
  return `${label} ${number}`;
}
