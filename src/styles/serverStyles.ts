/**
 * The global set scripts/patch-styled-components.mjs reads (`clientSheetRegistry`): ids of styled
 * components that write no `<style>` when a Server Component renders them (ADR 0013, ADR 0030).
 */
export const clientSheetRegistry = '__kerbsideClientSheetRules';

/**
 * Takes these components' rules out of Server Component output: their rules reach the HTML once,
 * from the client registry's sheet, which must therefore always hold them (render the component
 * there once; Link does with LinkRules). For a primitive with a server and a client build (Link),
 * whose two builds would otherwise write the same rules twice, the server copy raised by `html `
 * above the components that style it.
 */
export function rulesFromClientSheet(...components: ReadonlyArray<{ styledComponentId: string }>): void {
  const scope = globalThis as typeof globalThis & Record<typeof clientSheetRegistry, Set<string> | undefined>;
  const ids = (scope[clientSheetRegistry] ??= new Set<string>());
  for (const component of components) ids.add(component.styledComponentId);
}
