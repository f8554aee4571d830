import postgres from 'postgres';
import { defaultCatalogueSeed, generatorSource } from '#src/server/db/catalogueSource';
import { runPostgresMigrations } from '#src/server/postgres/migrations';
import { ensurePostgresSearchIndex } from '#src/server/postgres/postgresSearchIndex';
import { seedPostgres } from '#src/server/postgres/postgresSeed';
import { startThrowawayCluster, type ThrowawayCluster } from '#scripts/postgres.mjs';
import { pinnedTestToday } from '#tests/pinnedToday';

/**
 * A throw-away PostgreSQL cluster (scripts/postgres.mjs) seeded as `npm run db:seed` seeds it:
 * migrations, the scale-1 catalogue dated from the tests' pinned day, and the search index. For
 * the suites that run the site on PostgreSQL (startSiteProcess with DATABASE_URL = `url`).
 */
export async function seededPostgresCluster(): Promise<ThrowawayCluster> {
  const cluster = await startThrowawayCluster();
  const sql = postgres(cluster.url, { max: 2, onnotice: () => {} });
  try {
    await runPostgresMigrations(sql);
    await seedPostgres(sql, generatorSource(defaultCatalogueSeed, 1), {
      seed: defaultCatalogueSeed,
      scale: 1,
      catalogueDate: pinnedTestToday,
    });
    await ensurePostgresSearchIndex(sql);
    return cluster;
  } catch (error) {
    cluster.stop();
    throw error;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
