import type { Article } from '#src/domain/content/types';
import { ArticleCard } from '../cards/ArticleCard';
import { CardGrid } from '../listing/CardGrid';
import { ListSection } from '../listing/ListSection';
import { articleTexts } from './articleTexts';

/**
 * RelatedArticles: more to read under an article (the same cars first, then the same topics),
 * as a titled section of article cards. Renders nothing when there is nothing related.
 */
export interface RelatedArticlesProps {
  /** The related articles, best match first. */
  articles: readonly Article[];
  /** The section heading. */
  title?: string;
  /** A link to the whole list the articles come from. */
  moreLink?: { text: string; href: string };
}

export function RelatedArticles({ articles, title = articleTexts.related, moreLink }: RelatedArticlesProps) {
  if (articles.length === 0) return null;
  return (
    <ListSection title={title} id="related-articles" moreLink={moreLink}>
      <CardGrid columns={{ xs: 1, sm: 2, lg: 3 }}>
        {articles.map((article) => (
          <ArticleCard key={article.cmsId} article={article} headingLevel={3} />
        ))}
      </CardGrid>
    </ListSection>
  );
}
