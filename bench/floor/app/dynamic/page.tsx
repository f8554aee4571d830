// Rendered on every request with `n` list items (default 500, at most 5,000): the per-request cost
// of a given amount of HTML (each item is in the HTML and again in the inlined RSC payload).
export const dynamic = 'force-dynamic';

const defaultItems = 500;
const maxItems = 5000;

export default async function DynamicPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { n } = await searchParams;
  const asked = Number(typeof n === 'string' ? n : Number.NaN);
  const count = Number.isInteger(asked) ? Math.min(Math.max(asked, 0), maxItems) : defaultItems;
  return (
    <main>
      <h1>{count} items</h1>
      <ul>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <a href={`/x/${index}`}>item {index}</a> <span>text</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
