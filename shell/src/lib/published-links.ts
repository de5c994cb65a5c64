// The links the remotes publish for the shell's chrome (nav bar, mobile menu, footer columns), in the
// remotes' order and each remote's own order. Set once before the first render from the remotes' config.
import type { LinkArea, RemoteLink } from '@agency/contracts/browser';
import type { RemoteConfig } from './federation/remote-registry';

let links: readonly RemoteLink[] = [];

export function setPublishedLinks(remotes: readonly RemoteConfig[]): void {
  links = remotes.flatMap((remote) => remote.routes?.links ?? []);
}

export function linksIn(area: LinkArea): readonly RemoteLink[] {
  return links.filter((link) => link.area === area);
}
