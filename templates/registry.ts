/**
 * The registered templates: one line each. A new template is a copy of a
 * template folder (see README, "How to make a fifth template") plus its line here.
 */
export { template as cosmic } from './cosmic/index.ts';
export { template as nova } from './nova/index.ts';
export { template as wind } from './wind/index.ts';
export { template as tropical } from './tropical/index.ts';
