/**
 * What every embed widget mounts with (mountWidgets.ts): the host page's containers by id,
 * delegated listeners that `destroy()` removes, and precompiled templates painted only when their
 * HTML changes (focus kept on the element with the same id, so keyboard users keep their place).
 */
import type { SearchState, SearchStore } from '../store/searchStore';
import type { TemplateName } from '../templates/defaultTemplates';
import type { TemplateRuntime, WidgetTemplate } from '../templates/templateRuntime';
import type { TemplateOption } from './embedTypes';

/** The message for a raw template string (compiling it would need unsafe-eval). */
export const templateStringRefused = (name: string) =>
  `KerbsideWidgets: template '${name}' is not a registered template. Template strings are not compiled in the ` +
  'browser (that needs unsafe-eval): precompile them with `npm run build-widgets -- --precompile <dir> --out <file.js>` ' +
  'and load that file after kerbside-widgets.js.';

export interface Mounted {
  container: HTMLElement;
  render(state: SearchState): void;
}

/** One search instance's mounting tools, shared by the widget modules. */
export interface EmbedContext {
  readonly doc: Document;
  readonly store: SearchStore;
  /** Run by destroy(), in order. */
  readonly cleanups: Array<() => void>;
  /** Every mounted widget, rendered on each store change. */
  readonly mounted: Mounted[];
  /** The container with this id; throws when the host page has none. */
  container(id: string): HTMLElement;
  /** A registered template (or a precompiled function); throws for a raw template string. */
  template(option: TemplateOption | undefined, fallback: TemplateName): WidgetTemplate;
  /** Adds a listener that destroy() removes. */
  on<K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    handler: (event: HTMLElementEventMap[K]) => void,
  ): void;
  /** The event target's closest element matching the selector. */
  closest(event: Event, selector: string): HTMLElement | null;
  /** Renders `template(model(state))` into the element on every store change. */
  mount(element: HTMLElement, template: WidgetTemplate, model: (state: SearchState) => unknown): Mounted;
  /** Opens a URL in the host page. */
  navigate(url: string): void;
}

function resolveTemplate(templates: TemplateRuntime, option: TemplateOption | undefined, fallback: TemplateName) {
  if (typeof option === 'function') return option;
  const name = option ?? fallback;
  const found = templates.get(name);
  if (!found) throw new Error(templateStringRefused(name.length > 40 ? `${name.slice(0, 40)}…` : name));
  return found;
}

/** Writes HTML only when it changed; keeps focus on the element with the same id. */
function paint(container: HTMLElement, html: string, last: { html: string | null }) {
  if (last.html === html) return;
  last.html = html;
  const doc = container.ownerDocument;
  const focused = doc.activeElement;
  const focusId = focused && container.contains(focused) ? focused.id : '';
  container.innerHTML = html;
  if (focusId) doc.getElementById(focusId)?.focus();
}

export function createEmbedContext(doc: Document, store: SearchStore, templates: TemplateRuntime): EmbedContext {
  const cleanups: Array<() => void> = [];
  const mounted: Mounted[] = [];
  return {
    doc,
    store,
    cleanups,
    mounted,
    container(id) {
      const element = doc.getElementById(id);
      if (!element) throw new Error(`KerbsideWidgets: no element with id '${id}'`);
      return element;
    },
    template: (option, fallback) => resolveTemplate(templates, option, fallback),
    on(target, type, handler) {
      target.addEventListener(type, handler as EventListener);
      cleanups.push(() => target.removeEventListener(type, handler as EventListener));
    },
    closest: (event, selector) =>
      event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null,
    mount(element, template, model) {
      const last = { html: null as string | null };
      const entry: Mounted = { container: element, render: (state) => paint(element, template(model(state)), last) };
      mounted.push(entry);
      return entry;
    },
    navigate: (url) => doc.defaultView?.location.assign(url),
  };
}
