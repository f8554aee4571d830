'use client';
import { useState } from 'react';

/** The smallest client component worth the name: what one island adds to the floor. */
export function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count} times
    </button>
  );
}
