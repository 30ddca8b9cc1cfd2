/** Every template's home, /buscar and a listing at 1280 px: see tests/support/template-page-checks.ts. */
import { templatePageChecks } from '../support/template-page-checks.ts';

templatePageChecks(1280);
