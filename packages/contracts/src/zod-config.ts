import { z } from 'zod';

// In the browser the pages run under a CSP without 'unsafe-eval'. Zod would probe for eval with
// Function('') before falling back to its interpreter, and that probe is a CSP violation report
// (caught by e2e/tests/csp.spec.ts), so the browser copy starts without the JIT at all.
if ('document' in globalThis) z.config({ jitless: true });
