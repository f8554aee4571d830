import 'server-only';
import { cache } from 'react';
import { loadContent } from '#src/components/listing/loadContent';
import { loadLeaseDeals } from '#src/adapters/content/leasingDeals';
import type { LeaseContractType } from '#src/lib/leasingVat';
import { contentAdapter } from '#src/server/content/contentAdapter';

/**
 * Every leasing deal of a contract type (cheapest first), read once per request and shared by the
 * leasing lists and the two leasing hubs (/car-leasing and /car-leasing-deals).
 */
export const loadLeasing = cache((contract: LeaseContractType) =>
  loadContent(() => loadLeaseDeals(contentAdapter(), contract)),
);
