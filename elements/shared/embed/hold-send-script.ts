/** The pasted contact snippet's inline script (scripts/build/embed.ts): holds a send pressed before the widget's loader ran. */
import { holdSend } from './held-send.ts';

holdSend(document.currentScript);
