/**
 * The 'Salvar' heart (#17 item 1): what the server's markup and the runtime's
 * handler both write, so a toggled button reads the same as a rendered one.
 */
import { FAVORITE_ATTR } from './html-ids.ts';

export { FAVORITE_ATTR };

/** The button's accessible name, by state (aria-pressed carries the state itself). */
export const FAVORITE_LABELS = { save: 'Salvar imóvel', remove: 'Remover dos favoritos' } as const;
/** The listing page's button says the same in words (WCAG 2.5.3: the visible text is the name). */
export const FAVORITE_TEXTS = FAVORITE_LABELS;
/** On the listing button: the element whose text follows the state. */
export const FAVORITE_TEXT_ATTR = 'data-favorite-text';
