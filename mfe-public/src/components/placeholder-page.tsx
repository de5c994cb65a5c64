import type { ReactNode } from 'react';
import { PageHeader } from '@agency/ui';

/** A page whose full content is still being written: a real heading and one honest line. */
export function PlaceholderPage({ eyebrow, title, children }: { eyebrow?: string; title: string; children: ReactNode }) {
  return <PageHeader eyebrow={eyebrow} title={title} subtitle={children} />;
}
