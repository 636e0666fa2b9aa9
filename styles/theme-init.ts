/**
 * Runs in <head> before first paint (inlined by the build, allowed by its CSP hash): applies
 * the saved or system theme so a dark page never flashes light, and marks that scripts run
 * (`js` class), which lets CSS collapse the phone menu that only scripts can open.
 */
import { initialTheme, showTheme } from '../elements/shared/runtime/theme.ts';

showTheme(initialTheme());
document.documentElement.classList.add('js');
