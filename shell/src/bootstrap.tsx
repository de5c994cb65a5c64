import '@agency/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { openRemoteAt } from './app/router';
import { preloadRemotePages } from './lib/federation/load-remote-pages';

// The remote of the page being opened starts loading now rather than once the first render has
// mounted its slot: its manifest, entry and pages arrive while React renders the shell.
const remote = openRemoteAt(window.location.pathname);
if (remote) preloadRemotePages(remote);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(<App />);
