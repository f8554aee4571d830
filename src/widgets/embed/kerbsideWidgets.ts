/**
 * Entry of the browser bundle `kerbside-widgets.js` (built by scripts/build-widgets.mjs): the
 * default templates arrive precompiled (the virtual module is generated at build time from
 * src/widgets/templates/defaultTemplates.ts), so nothing is compiled in the page. Exposes
 * `window.KerbsideWidgets` for host pages.
 */
import defaultSpecs from 'virtual:kerbside-default-templates';
import { createKerbsideWidgets, type KerbsideWidgetsApi } from './mountWidgets';

declare global {
  interface Window {
    KerbsideWidgets?: KerbsideWidgetsApi;
  }
}

window.KerbsideWidgets = createKerbsideWidgets(defaultSpecs);
