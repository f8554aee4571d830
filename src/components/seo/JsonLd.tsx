import type { SeoSchema } from '#src/lib/seo/pageMetadata';

/**
 * The JSON-LD blocks of a page (spec 3 seoSchema). `<` is escaped so no text in the content can
 * close the script element; the blocks are data, never executed, so they need no CSP nonce.
 */
export interface JsonLdProps {
  /** The blocks to render, one script element each. */
  schema: readonly SeoSchema[];
}

/** JSON for inside a script element: `<`, `>` and `&` as unicode escapes. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export function JsonLd({ schema }: JsonLdProps) {
  return (
    <>
      {schema.map((block, index) => (
        <script
          key={`${block.type}-${index}`}
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: jsonForScript({ '@context': 'https://schema.org', '@type': block.type, ...block.innerHTML }),
          }}
        />
      ))}
    </>
  );
}
