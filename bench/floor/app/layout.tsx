import type { ReactNode } from 'react';

// The framework's floor (bench/floor/floorBench.ts): html and body only, no styles, no metadata.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
