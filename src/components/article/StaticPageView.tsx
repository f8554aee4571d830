import styled from 'styled-components';
import { vars } from '#tokens';
import { Heading } from '#src/primitives/Heading';
import { Container } from '#src/primitives/Layout';
import { Link } from '#src/primitives/Link';
import { Breadcrumbs } from '../listing/Breadcrumbs';
import { formatDate } from '../cards/formatDate';
import { homeCrumb } from './articleCrumbs';
import { ArticleHeader } from './ArticleHeader';
import { articleTexts } from './articleTexts';
import type { StaticPage } from './staticPages';

/**
 * StaticPageView: a page of fixed text (terms, privacy and cookie policies): breadcrumbs, the
 * title and standfirst, the date it last changed, a contents list linking to each section, and
 * the sections under their own headings.
 */
export interface StaticPageViewProps {
  /** The page to show. */
  page: StaticPage;
}

/** The anchor of a section: its position, stable whatever the heading says. */
export const sectionAnchor = (index: number) => `section-${index + 1}`;

export function StaticPageView({ page }: StaticPageViewProps) {
  const updated = formatDate(page.updatedAt);
  return (
    <Container>
      <Layout>
        <Breadcrumbs crumbs={[homeCrumb, { name: page.title, path: page.url }]} />
        <StyledArticle>
          <ArticleHeader title={page.title} summary={page.summary} />
          {updated && (
            <Updated>
              {articleTexts.lastUpdated} <time dateTime={page.updatedAt}>{updated}</time>
            </Updated>
          )}
          {page.sections.length > 1 && (
            <nav aria-labelledby="static-page-contents">
              <Heading level={2} size="tiny" id="static-page-contents">
                {articleTexts.contents}
              </Heading>
              <Contents>
                {page.sections.map((section, index) => (
                  <li key={section.heading}>
                    <Link href={`#${sectionAnchor(index)}`}>{section.heading}</Link>
                  </li>
                ))}
              </Contents>
            </nav>
          )}
          {page.sections.map((section, index) => (
            <Section
              key={section.heading}
              id={sectionAnchor(index)}
              aria-labelledby={`${sectionAnchor(index)}-heading`}
            >
              <Heading level={2} size="medium" id={`${sectionAnchor(index)}-heading`}>
                {section.heading}
              </Heading>
              {section.paragraphs.map((paragraph, paragraphIndex) => (
                <p key={paragraphIndex}>{paragraph}</p>
              ))}
            </Section>
          ))}
        </StyledArticle>
      </Layout>
    </Container>
  );
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  max-width: 80ch;
`;

const StyledArticle = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
`;

const Updated = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};
`;

const Contents = styled.ol`
  margin: ${vars.space[2]} 0 0;
  padding-inline-start: ${vars.space[5]};
  line-height: ${vars.text.lg.line};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  scroll-margin-top: ${vars.space[4]};
  font-size: ${vars.text.md.size};
  line-height: 1.6;

  & > p {
    margin: 0;
  }
`;
