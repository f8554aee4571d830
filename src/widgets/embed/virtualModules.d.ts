/** Types of the module scripts/build-widgets.mjs generates at build time (precompiled default templates). */
declare module 'virtual:kerbside-default-templates' {
  import type { TemplateSpec } from '../templates/templateRuntime';
  const specs: Record<string, TemplateSpec>;
  export default specs;
}
