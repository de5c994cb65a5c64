// A small page shipped only by a build with PUBLIC_NEWS_PAGE=1 (src/routes.ts): the compose test's proof
// that a release of this remote alone adds a page to the site, its link, server HTML and sitemap entry.
import { usePageTitle } from '@agency/web-kit/base';
import { NEWS_META } from '../../../page-meta/news';

export default function NewsPage() {
  usePageTitle(NEWS_META.title);
  return (
    <section className="container page-header">
      <h1>News</h1>
      <p>{NEWS_META.description}</p>
    </section>
  );
}
