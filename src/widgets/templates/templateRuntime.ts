/**
 * The browser side of the widget templates: Handlebars' runtime-only build (no compiler, so no
 * `eval` or `new Function`, and a page with a strict CSP can run it) with the widget helpers
 * registered. Templates reach it already compiled to JavaScript:
 * - the default templates, precompiled by scripts/build-widgets.mjs into the embed bundle;
 * - a host page's own templates, precompiled with the same script
 *   (`npm run build-widgets -- --precompile <dir> --out <file.js>`), whose output registers them
 *   with `KerbsideWidgets.registerTemplates({...})` (see src/widgets/embed/README.md).
 * A template *string* is never compiled in the browser: that would need `unsafe-eval`.
 */
import Handlebars from 'handlebars/runtime';
import { registerWidgetHelpers } from './templateHelpers';

/** What `Handlebars.precompile` produces, evaluated as JavaScript (an object literal with functions). */
export type TemplateSpec = Parameters<typeof Handlebars.template>[0];

/** A compiled template: data in, HTML out (expressions escaped unless written with triple braces). */
export type WidgetTemplate = (context: unknown) => string;

/** One isolated Handlebars runtime with the widget helpers and a registry of named templates. */
export interface TemplateRuntime {
  /** Turns a precompiled spec into a template bound to this runtime's helpers. */
  fromSpec(spec: TemplateSpec): WidgetTemplate;
  /** Registers precompiled templates by name (a later registration of a name wins). */
  register(specs: Readonly<Record<string, TemplateSpec>>): void;
  /** The template registered under `name`, or undefined. */
  get(name: string): WidgetTemplate | undefined;
  /** The registered names. */
  names(): string[];
}

/** A fresh runtime: helpers registered on a private environment, never on the global Handlebars. */
export function createTemplateRuntime(): TemplateRuntime {
  const env = Handlebars.create();
  registerWidgetHelpers(env);
  const registry = new Map<string, WidgetTemplate>();
  const fromSpec = (spec: TemplateSpec): WidgetTemplate => {
    const template = env.template(spec);
    return (context) => template(context);
  };
  return {
    fromSpec,
    register(specs) {
      for (const [name, spec] of Object.entries(specs)) registry.set(name, fromSpec(spec));
    },
    get: (name) => registry.get(name),
    names: () => [...registry.keys()],
  };
}
