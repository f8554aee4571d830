import postgres from 'postgres';
import { describeOfficialClient } from './support/officialClientSuite';
import { seededPostgresCluster } from './support/postgresSite';
import { startSiteProcess } from './support/siteProcess';

/**
 * The official client's suite (support/officialClientSuite.ts) against a site on PostgreSQL
 * (issue #17: the official client must pass the same end-to-end test against it).
 */
describeOfficialClient('PostgreSQL', async () => {
  const secret = `pg-e2e-${process.pid}`;
  const cluster = await seededPostgresCluster();
  const site = await startSiteProcess({ DATABASE_URL: cluster.url, SEARCH_ADMIN_SECRET: secret }).catch(
    (error: unknown) => {
      cluster.stop();
      throw error;
    },
  );
  const sql = postgres(cluster.url, { max: 1, onnotice: () => {} });
  return {
    baseURL: site.url,
    secret,
    storedEvents: (keyword) => sql`
      SELECT action, number_of_results, docid, position FROM search_events WHERE keyword = ${keyword} ORDER BY id`,
    async stop() {
      await sql.end({ timeout: 5 });
      await site.stop();
      cluster.stop();
    },
  };
});
