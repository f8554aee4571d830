import { describe, expect, it } from 'vitest';
import {
  classHubs,
  electricCategoriesHub,
  vanCategoriesHub,
  type HubDefinition,
} from '#src/components/hub/hubDefinitions';
import { sectionId } from '#src/components/hub/loadHub';
import { footerSections } from '#src/components/footer/footerLinks';

/** The /class links of spec 2.2. */
const specClassLinks = [
  '/class/long-term-tests',
  '/class/motability',
  '/class/cost-of-living-car-advice',
  '/class/company-cars',
  '/class/best',
  '/class/new-car-comparison-tests',
  '/class/reliability',
  '/class/sell-my-car',
  '/class/vans',
  '/class/lifestyle-vans',
  '/class/electric-cars',
  '/class/gap-insurance',
];
/** Tools pages with folders of their own. */
const toolHubs = ['/class/sell-my-car', '/class/company-cars'];

const allHubs: HubDefinition[] = [...Object.values(classHubs), vanCategoriesHub, electricCategoriesHub];

describe('hub definitions', () => {
  it('define every /class link of spec 2.2 but the tools pages', () => {
    const paths = Object.values(classHubs).map((hub) => hub.path);
    expect(paths.sort()).toEqual(specClassLinks.filter((path) => !toolHubs.includes(path)).sort());
    for (const [id, hub] of Object.entries(classHubs)) expect(hub.path).toBe(`/class/${id}`);
  });

  it('cover the footer links to /class pages', () => {
    const footerClassLinks = footerSections
      .flatMap((section) => section.links)
      .map((link) => link.href)
      .filter((href) => href.startsWith('/class/') && !toolHubs.includes(href));
    for (const href of footerClassLinks) expect(Object.values(classHubs).some((hub) => hub.path === href)).toBe(true);
  });

  it('give each hub an introduction and sections with unique anchors', () => {
    for (const hub of allHubs) {
      expect(hub.intro.length, hub.id).toBeGreaterThan(60);
      expect(hub.sections.length, hub.id).toBeGreaterThan(1);
      const ids = hub.sections.map((section) => sectionId(section.title));
      expect(new Set(ids).size, hub.id).toBe(ids.length);
    }
  });

  it('list the van hub categories without pick-up on the van pages (spec 3)', () => {
    const vanCategories = vanCategoriesHub.sections.flatMap((section) =>
      section.kind === 'models' ? (section.categories ?? []) : [],
    );
    expect(vanCategories).toEqual(['small-van', 'medium-van', 'large-van', 'electric-van']);
    const vansHubCategories = classHubs.vans!.sections.flatMap((section) =>
      section.kind === 'categories' ? section.categories : [],
    );
    expect(vansHubCategories).toEqual(['small-van', 'medium-van', 'large-van', 'electric-van']);
  });

  it('list the electric hub categories, electric and hybrid, on the electric pages (spec 3)', () => {
    const categories = electricCategoriesHub.sections.flatMap((section) =>
      section.kind === 'models' ? (section.categories ?? []) : [],
    );
    expect(categories).toEqual(['electric', 'hybrid']);
    expect(
      classHubs['electric-cars']!.sections.flatMap((section) =>
        section.kind === 'categories' ? section.categories : [],
      ),
    ).toEqual(['electric', 'hybrid']);
  });

  it('holds no placeholder text', () => {
    const text = JSON.stringify(allHubs);
    expect(text).not.toMatch(/lorem|placeholder|coming soon|todo|tbc/i);
  });
});

describe('sectionId', () => {
  it('slugs a title', () => {
    expect(sectionId('Easy-access SUVs and MPVs from under £30,000')).toBe(
      'easy-access-suvs-and-mpvs-from-under-30-000',
    );
    expect(sectionId('  Best vans! ')).toBe('best-vans');
  });
});
