// The admin service's public domain reads, as a stand-in for tests of the user service alone: the list,
// and one domain by id (what a new request is checked against), 404 for any other id or path.
import type { IncomingMessage, ServerResponse } from 'node:http';

export function answerDomains(domains: ReadonlyArray<{ domain_id: string; name: string }>) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const json = (status: number, body: unknown) =>
      void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/api/admin/domains') return json(200, domains);
    const id = /^\/api\/admin\/domains\/([^/?]+)$/.exec(req.url ?? '')?.[1];
    const domain = domains.find((d) => d.domain_id === id);
    return domain ? json(200, domain) : json(404, { error: 'Domain not found', code: 'NOT_FOUND' });
  };
}
