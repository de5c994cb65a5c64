// How a remote declares a page in its './pages' module: code split like React.lazy, plus `preload`,
// so the shell can fetch the page of the URL being opened together with the remote, before it renders.
import { createElement, use, type ComponentType } from 'react';
import type { RemotePage } from './remote-pages';

export function remotePage(load: () => Promise<{ default: ComponentType }>): RemotePage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;

  const preload = () => {
    loading ??= load().then(
      (module) => {
        Loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Unlike React.lazy, a failed load is not remembered: the next render (a Retry) loads again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  // Once loaded (or preloaded) the page renders at once; before that it suspends on the one load.
  function Page() {
    const Component = Loaded ?? use(preload()).default;
    return createElement(Component);
  }
  return Object.assign(Page, { preload });
}
