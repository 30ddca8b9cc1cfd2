/**
 * Fields changed before their island was hydrated (ui/island.tsx, loaded on first use).
 * React 19 keeps what the visitor typed when it hydrates, but never tells the component:
 * its value tracker starts from the field as it finds it, so the change is lost to the
 * island's state (a code typed into the search filters was never searched for). The runtime
 * notes such fields and, once the island is hydrated, replays each change as the event React
 * listens to, from the value the server wrote.
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/** Starts noting the fields edited inside `root`; the returned function stops, and replays them when asked. */
export function noteEdits(root: HTMLElement): (replay: boolean) => void {
  const edited = new Set<Field>();
  const note = (event: Event) => {
    if (isField(event.target)) edited.add(event.target);
  };
  root.addEventListener('input', note, { capture: true });
  root.addEventListener('change', note, { capture: true });
  return (replay) => {
    root.removeEventListener('input', note, { capture: true });
    root.removeEventListener('change', note, { capture: true });
    if (replay) for (const field of edited) if (field.isConnected) replayEdit(field);
  };
}

/** The native setter: assigning through it leaves React's tracker where it was. */
function setNatively(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
}

function replayEdit(field: Field): void {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true })); // React reads a select on 'change', without a tracker
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked === field.defaultChecked) return;
    if (field.type === 'radio' && !field.checked) return; // the radio chosen instead replays the choice
    field.checked = field.defaultChecked; // through React's tracker: it now holds the server's state
    field.click(); // back to the visitor's choice, by the event React listens to for these
    return;
  }
  const typed = field.value;
  if (typed === field.defaultValue) return;
  field.value = field.defaultValue;
  setNatively(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
