// Async boundary: the federation runtime must set up the shared scope (react, router, web-kit)
// before any module that imports them runs.
import('./bootstrap');
