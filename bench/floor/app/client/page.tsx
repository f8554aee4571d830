import { Counter } from './Counter';

// /static plus one tiny client component.
export default function ClientPage() {
  return (
    <main>
      <h1>Client page</h1>
      <p>A Server Component with a heading and a paragraph, and one tiny client counter.</p>
      <Counter />
    </main>
  );
}
