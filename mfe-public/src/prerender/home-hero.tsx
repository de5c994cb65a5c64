// Build time only (rspack.prerender.ts): the home page's hero as static HTML plus the CSS it needs.
// The gateway puts both in the index.html it serves for `/`, so the headline (the page's LCP element)
// paints before any JavaScript has run; the shell's first render then replaces it with the same hero.
// The visitor is not known at build time, so the hero is the signed-out one (its first button goes to
// /login); a signed-in visitor's button points at the new request form once the page has rendered.
import '@agency/ui/styles.css';
import '../features/home/components/home.css';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Hero } from '../features/home/components/hero';

export function renderHomeHero(): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <Hero actionTarget="/login" />
    </MemoryRouter>,
  );
}
