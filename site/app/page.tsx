import { HomeHero } from '../../src/components/HomeHero';

/** Home: the headline of spec 1 with the ways into the site. The full home page comes with the routes issue. */
export default function HomePage() {
  return <HomeHero />;
}
