// Rendered on every request, almost nothing in it: the per-request cost of Next's pipeline.
export const dynamic = 'force-dynamic';

export default function DynamicSmallPage() {
  return <h1>Dynamic small page</h1>;
}
