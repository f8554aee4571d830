/**
 * The global set scripts/patch-styled-components.mjs reads (`clientSpecificityRegistry`): ids of
 * styled components whose rules, rendered by a Server Component, keep the specificity they have
 * in a client component instead of being raised by `html ` (ADR 0013, ADR 0030).
 */
export const clientSpecificityRegistry = '__kerbsideClientSpecificity';

/**
 * Keeps these components' Server Component rules as written. For a primitive with a server and a
 * client build (Link): both builds write the same rules, and the components that style it must
 * win over them in both, as they do over the client build's unraised rules.
 */
export function keepClientSpecificity(...components: ReadonlyArray<{ styledComponentId: string }>): void {
  const scope = globalThis as typeof globalThis & Record<typeof clientSpecificityRegistry, Set<string> | undefined>;
  const ids = (scope[clientSpecificityRegistry] ??= new Set<string>());
  for (const component of components) ids.add(component.styledComponentId);
}
