// What a remote publishes with each release (its build writes routes.json next to its mf-manifest.json): the
// pages it owns and where the shell links to them. The gateway reads and checks it with this schema and hands
// it to the shell in the remotes' config; the shell mounts the routes at run time, so a page added, moved
// or dropped is a release of that remote alone.
import { z } from 'zod';
import { roleSchema } from './auth';
import { LINK_AREAS } from './constants/published-links';

/** A router path: `/`, `/team/:slug`, or a trailing `/*` for a remote that routes below it itself. */
const routePathSchema = z
  .string()
  .regex(
    /^\/([A-Za-z0-9_-]+|:[A-Za-z][A-Za-z0-9]*)?(\/([A-Za-z0-9_-]+|:[A-Za-z][A-Za-z0-9]*))*(\/\*)?$/,
    'a router path such as /team/:slug',
  );

export const remoteRouteSchema = z.object({
  path: routePathSchema,
  /** The page's name in the remote's ./pages module. */
  page: z.string().regex(/^[A-Z][A-Za-z0-9]*$/),
  /** The page's title (the page sets the browser title itself; this is its record for tools and people). */
  title: z.string().min(1).max(120),
  /** Who may open it (spec sections 4-5); absent: everyone. Anyone else is taken to sign-in. */
  roles: z.array(roleSchema).min(1).optional(),
  /** The remote's container renders its HTML (only the public remote has server HTML). */
  serverHtml: z.boolean(),
});

export const remoteLinkSchema = z.object({
  to: z.string().regex(/^\/[^\s]*$/),
  label: z.string().min(1).max(60),
  area: z.enum(LINK_AREAS),
  /** A nav link that is active only on its own URL, not below it (HOME). */
  end: z.boolean().optional(),
});

export const remoteRoutesSchema = z.object({
  routes: z.array(remoteRouteSchema).min(1).max(200),
  links: z.array(remoteLinkSchema).max(100).default([]),
});

export type RemoteRoute = z.infer<typeof remoteRouteSchema>;
export type RemoteLink = z.infer<typeof remoteLinkSchema>;
export type RemoteRoutes = z.infer<typeof remoteRoutesSchema>;
