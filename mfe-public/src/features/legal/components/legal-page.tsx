import type { ReactNode } from 'react';
import { PageHeader } from '@agency/ui/base';
import { EFFECTIVE_DATE } from '../legal-constants';
import './legal.css';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal document: effective date up top, a table of contents, then numbered sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <>
      <PageHeader eyebrow="Legal" title={title} subtitle={`Effective ${EFFECTIVE_DATE}`} />
      <div className="container legal">
        <nav className="legal__toc" aria-label="On this page">
          <h2 className="legal__toc-title">On this page</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="legal__body">
          <div className="legal__intro">{intro}</div>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} className="legal__section" aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
