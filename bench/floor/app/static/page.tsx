// A prerendered Server Component: its first-load JS is Next's and React's alone.
export default function StaticPage() {
  return (
    <main>
      <h1>Static page</h1>
      <p>A Server Component with a heading and a paragraph, and no client component.</p>
    </main>
  );
}
