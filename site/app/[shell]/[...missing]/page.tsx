import { notFound } from 'next/navigation';

export { generateStaticParams } from '../../../onDemand';

/** Any path no route matches: the 404 page inside the page shell, with its viewport meta. */
export default function MissingPage(): never {
  notFound();
}
