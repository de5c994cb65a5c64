/** What a /services/{slug} page says about one service; the title and icon come from the catalogue. */
export interface ServiceDetail {
  headline: string;
  intro: string;
  includes: Array<{ title: string; text: string }>;
  /** How an engagement runs, in order. */
  process: Array<{ title: string; text: string }>;
  deliverables: string[];
  idealFor: string[];
  /** One line on duration and pricing model. */
  engagement: string;
}
