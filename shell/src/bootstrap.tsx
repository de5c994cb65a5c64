import '@agency/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ensureRemotesRegistered } from './lib/federation/remote-registry';

// Start reading /mf-config.json right away (in parallel with the first render); a failure
// here is not fatal: each remote slot shows its own fallback and Retry reads it again.
ensureRemotesRegistered().catch((error: unknown) => {
  console.warn('Remote configuration is unavailable:', error instanceof Error ? error.message : error);
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(<App />);
