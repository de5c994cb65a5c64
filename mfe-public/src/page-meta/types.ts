/** A public page's title (the page part: formatPageTitle adds " · <Agency name>") and description. */
export interface PageMeta {
  title: string;
  description: string;
}
