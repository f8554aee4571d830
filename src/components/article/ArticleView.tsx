import styled from 'styled-components';
import { imagePresets, vars } from '#tokens';
import type { Article } from '#src/domain/content/types';
import type { Crumb } from '#src/lib/seo/pageMetadata';
import { Image } from '#src/primitives/Image';
import { Container } from '#src/primitives/Layout';
import type { AdSettings } from '../ads/adPlacement';
import { articleSectionLabel } from '../cards/articleSectionLabel';
import { Breadcrumbs } from '../listing/Breadcrumbs';
import { ArticleBody } from './ArticleBody';
import { articleCrumbs } from './articleCrumbs';
import { presetAspectRatio } from './imageAspect';
import { ArticleHeader } from './ArticleHeader';
import { ArticleTags } from './ArticleTags';
import { RankedList } from './RankedList';
import { RelatedArticles } from './RelatedArticles';
import { SlideshowGallery } from './SlideshowGallery';

/**
 * ArticleView: the body of every article page (/news, /best and /advice; all article types of
 * spec 3): breadcrumbs, the header with label, title, standfirst and byline, then the hero image
 * (or, for a slideshow, the gallery in its place), the text, a best-of list's ranked entries, the
 * tag links and related articles. Rendered on the server from what the route read.
 */
export interface ArticleViewProps {
  /** The article. */
  article: Article;
  /** Related articles shown under it. */
  related?: readonly Article[];
  /** Review path by modelId, for a best-of list's entries. */
  reviewLinks?: Readonly<Record<string, string>>;
  /** Display names of make tags. */
  tagNames?: Readonly<Record<string, string>>;
  /** The breadcrumb trail; by default worked out from the article. */
  crumbs?: readonly Crumb[];
  /** Ad settings for the ad slots in the text; none without an ad server. */
  ads?: AdSettings;
}

export function ArticleView({ article, related = [], reviewLinks = {}, tagNames = {}, crumbs, ads }: ArticleViewProps) {
  const hasGallery = article.slides.length > 0;
  return (
    <Container>
      <Layout>
        <Breadcrumbs crumbs={crumbs ?? articleCrumbs(article)} />
        <StyledArticle data-article-type={article.articleType}>
          <Column>
            <ArticleHeader
              title={article.title}
              label={articleSectionLabel(article)}
              promoted={article.articleType === 'promoted'}
              summary={article.summary}
              author={article.author}
              publishedAt={article.publishedAt}
            />
          </Column>
          {hasGallery ? (
            <SlideshowGallery slides={article.slides} label={`${article.title}: gallery`} />
          ) : (
            <Hero>
              <Image src={article.heroImage} alt={article.title} preset="articleHero" priority />
            </Hero>
          )}
          <ArticleBody paragraphs={article.paragraphs} ads={ads} />
          <RankedList entries={article.ranked} links={reviewLinks} />
          <ArticleTags tags={article.tags} names={tagNames} />
        </StyledArticle>
        <RelatedArticles articles={related} />
      </Layout>
    </Container>
  );
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
`;

const StyledArticle = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
`;

const Column = styled.div`
  max-width: ${imagePresets.articleHero.lg.width}px;
`;

const Hero = styled.figure`
  margin: 0;
  max-width: ${imagePresets.articleHero.lg.width}px;
  border-radius: ${vars.radius.md};
  overflow: hidden;
  ${presetAspectRatio('articleHero')}
`;
