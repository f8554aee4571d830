import type { Crumb } from '#src/lib/seo/pageMetadata';
import { messages } from '#src/lib/errorMessages';
import { Container, Stack } from '#src/primitives/Layout';
import { ArticleCard } from '../cards/ArticleCard';
import { ModelCard } from '../cards/ModelCard';
import { BrowseLinks } from '../listing/BrowseLinks';
import { CardGrid } from '../listing/CardGrid';
import { EmptyState } from '#src/primitives/EmptyState';
import { ListSection } from '../listing/ListSection';
import { PageHeader } from '../listing/PageHeader';
import { HubTextSection } from './HubTextSection';
import { hubTexts } from './hubTexts';
import type { LoadedHub, LoadedSection } from './loadHub';
import { tagPaths } from '#src/domain/routes';

/**
 * HubView: the body of a hub page (/class/:hubId, /categories/van, /electric-cars): the page
 * header, then each section in its order: article cards, model cards with ratings, links with
 * counts, or text. An empty articles or models section shows its empty state in its place.
 */
export interface HubViewProps {
  /** The hub with its sections read. */
  hub: LoadedHub;
  /** The breadcrumb trail; its last crumb is this page. */
  crumbs: readonly Crumb[];
}

/** Cards whose images load at once when their section opens the page. */
const priorityCards = 4;

export function HubView({ hub, crumbs }: HubViewProps) {
  return (
    <Container>
      <PageHeader title={hub.definition.title} intro={hub.definition.intro} crumbs={crumbs} />
      <Stack gap={7}>
        {hub.sections.map((section, index) => (
          <HubSectionView key={section.id} section={section} first={index === 0} />
        ))}
      </Stack>
    </Container>
  );
}

function HubSectionView({ section, first }: { section: LoadedSection; first: boolean }) {
  switch (section.kind) {
    case 'articles':
      return (
        <ListSection
          title={section.title}
          id={section.id}
          moreLink={section.articles.length > 0 ? section.more : undefined}
        >
          {section.articles.length > 0 ? (
            <CardGrid>
              {section.articles.map((article, index) => (
                <ArticleCard
                  key={article.cmsId}
                  article={article}
                  headingLevel={3}
                  priority={first && index < priorityCards}
                />
              ))}
            </CardGrid>
          ) : (
            <EmptyState message={hubTexts.noArticles} action={{ text: hubTexts.latestLink, href: tagPaths.latest }} />
          )}
        </ListSection>
      );
    case 'models':
      return (
        <ListSection
          title={section.title}
          id={section.id}
          moreLink={section.models.length > 0 ? section.more : undefined}
        >
          {section.models.length > 0 ? (
            <CardGrid>
              {section.models.map((model, index) => (
                <ModelCard
                  key={model.id}
                  model={model}
                  rating={section.ratings[model.id] ?? null}
                  headingLevel={3}
                  priority={first && index < priorityCards}
                />
              ))}
            </CardGrid>
          ) : (
            <EmptyState message={messages.noModelsForCategory} />
          )}
        </ListSection>
      );
    case 'links':
      return <BrowseLinks title={section.title} links={section.links} id={section.id} />;
    case 'text':
      return <HubTextSection title={section.title} paragraphs={section.paragraphs} id={section.id} />;
  }
}
