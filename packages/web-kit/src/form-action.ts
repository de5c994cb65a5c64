type Action = (data: FormData) => void | Promise<void>;

/**
 * A React 19 form's action, spread onto the `<form>`: the function in the browser, and in the server HTML a
 * POST to `url` (the page's own when absent). React writes a function action into server HTML as a
 * `javascript:` URL, which a browser without the app cannot send; a real POST reaches the gateway's form
 * routes (gateway/src/form-routes.ts). Hydrating, React keeps the served attributes (it does not compare
 * them with a function action) and handles the submit itself.
 */
export function formAction(action: Action, url?: string): { action?: Action | string; method?: 'post' } {
  return typeof window === 'undefined' ? { action: url, method: 'post' } : { action };
}
