import type { Metadata } from 'next';
import { ErrorPage } from '#src/components/ErrorPage';
import { notFoundPage } from '#src/lib/errorMessages';

export const metadata: Metadata = { title: { absolute: notFoundPage.title }, robots: { index: false } };

export default function NotFound() {
  return <ErrorPage statusCode={404} />;
}
