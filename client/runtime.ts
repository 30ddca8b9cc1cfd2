/** The script every page with islands carries (kept tiny: no React, no framework). */
import { startIslands } from './islands-runtime.ts';

startIslands();
