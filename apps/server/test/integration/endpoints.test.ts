import { ENDPOINT_SCHEMAS, ENDPOINTS, type EndpointName } from '@upstream/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app.ts';

const names = Object.keys(ENDPOINTS) as EndpointName[];

/** Every route the app serves, as 'METHOD /path', read from fastify's own route tree (HEAD left out). */
function servedRoutes(tree: string): string[] {
  const prefixes: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const at = line.search(/[├└]── /);
    if (at < 0) continue;
    const depth = at / 4;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 4));
    if (!match) continue;
    const path = (depth > 0 ? (prefixes[depth - 1] ?? '') : '') + (match[1] ?? '');
    prefixes[depth] = path;
    for (const method of (match[2] ?? '').split(', ').filter(Boolean))
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

describe('the contract declares every route once', () => {
  it('serves each declared route, and only those (besides the API docs)', async () => {
    const { app } = await createTestApp();
    const served = servedRoutes(app.printRoutes({ commonPrefix: false })).filter(
      (route) => !route.includes(' /api/docs'),
    );
    const declared = names.map((name) => `${ENDPOINTS[name].method} ${ENDPOINTS[name].path}`);
    expect(new Set(declared).size).toBe(declared.length);
    expect([...served].sort()).toEqual([...declared].sort());
  });

  it('guards exactly the routes the contract says need a session, with the declared level', async () => {
    const { app } = await createTestApp();
    const guarded = app.protectedRoutes.map((r) => `${r.method} ${r.url} ${r.auth}`).sort();
    const declared = names
      .filter((name) => 'auth' in ENDPOINT_SCHEMAS[name])
      .map((name) => {
        const { method, path } = ENDPOINTS[name];
        return `${method} ${path} ${(ENDPOINT_SCHEMAS[name] as { auth: string }).auth}`;
      })
      .sort();
    expect(guarded).toEqual(declared);
    // A guarded route declares the answers a caller without the right session gets.
    for (const name of names.filter((n) => 'auth' in ENDPOINT_SCHEMAS[n]))
      expect(Object.keys(ENDPOINT_SCHEMAS[name].response), name).toEqual(
        expect.arrayContaining(['401', '403']),
      );
  });

  it('documents every declared answer in /api/docs, the public limit and the rate limit included', async () => {
    const { app } = await createTestApp();
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const name of names) {
      const { method, path } = ENDPOINTS[name];
      const schemas = ENDPOINT_SCHEMAS[name] as { hide?: boolean; response: Record<number, unknown> };
      if (schemas.hide) continue;
      const openApiPath = path.replace(/:(\w+)/g, '{$1}');
      const documented = doc.paths[openApiPath]?.[method.toLowerCase()]?.responses;
      expect(Object.keys(documented ?? {}).sort(), name).toEqual(Object.keys(schemas.response).sort());
    }
    const search = doc.paths['/api/post/jobs']?.post?.responses;
    expect(JSON.stringify(search?.['403'])).toContain('isPublicLimit');
    expect(search?.['429']).toBeDefined();
  });
});
