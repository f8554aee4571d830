import 'server-only';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { loadContent } from '#src/components/listing/loadContent';
import type { Crumb } from '#src/lib/seo/pageMetadata';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { energyPricesDateText } from '#src/tools/calculators/fuel/energyPrices';
import { loadPickerLists } from '#src/tools/calculators/mpg/carPicker';
import { RealMpgForm } from '#src/tools/calculators/mpg/RealMpgForm';
import { realMpgMessages, type RealMpgQuery } from '#src/tools/calculators/mpg/realMpgQuery';
import { realMpgTexts } from '#src/tools/calculators/mpg/realMpgTexts';
import { sitePaths, toolPaths } from '#src/domain/routes';

/**
 * What /real-mpg-calculator and its /results share: the paths, the breadcrumb trail, the
 * description, and the form section (its make/model/version lists read through the content
 * adapter; if the catalogue is unreachable the form still works with a typed official mpg).
 */

export const realMpgPath = toolPaths.realMpg;
export const realMpgResultsPath = toolPaths.realMpgResults;
export const realMpgDescription =
  'Estimate the real-world mpg of a new car from its official figure and published real-world studies, and what it will cost you to run per mile and per year.';

/** Home > Tools and services > Real MPG calculator (> Results). */
export function realMpgCrumbs(results: boolean): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Tools and services', path: sitePaths.toolsAndServices },
    { name: realMpgTexts.title, path: realMpgPath },
    ...(results ? [{ name: 'Results', path: realMpgResultsPath }] : []),
  ];
}

/** The calculator form for a reading of the query, with the catalogue's lists. */
export async function RealMpgFormSection({ query }: { query: RealMpgQuery }) {
  const lists = await loadContent(() => loadPickerLists(contentAdapter(), query));
  const ok = lists.status === 'ok' ? lists.value : null;
  const errors = { ...query.errors };
  if (ok?.unknownMake) errors.make = realMpgMessages.unknownMake;
  return (
    <>
      {!ok && <ContentUnavailable what="the list of cars" />}
      <RealMpgForm
        makes={ok?.makes ?? []}
        models={ok?.models ?? []}
        versions={ok?.versions ?? []}
        make={ok?.make ?? ''}
        model={ok?.model ?? ''}
        car={ok?.car ?? ''}
        fuel={query.fuel}
        entered={query.entered}
        errors={errors}
        pricesDate={energyPricesDateText()}
      />
    </>
  );
}
