import type { FastifyInstance, HTTPMethods } from 'fastify';
import Router from 'find-my-way';

/** Which methods a path answers to: for the 405 and its Allow header, which Fastify does not give. */
export interface RouteIndex {
  /** The methods with a route for this path (with its query string or not); empty for an unknown path. */
  allowedMethods(url: string): string[];
}

/**
 * Every route, present and future, in a router of its own (the one Fastify uses), filled by the
 * onRoute hook: so a route added later by anyone gets its 405 without doing anything. Installed
 * before the first route; matching options are Fastify's own (trailing slash ignored).
 */
export function installRouteIndex(app: FastifyInstance): RouteIndex {
  const router = Router({ ignoreTrailingSlash: true, maxParamLength: Number.MAX_SAFE_INTEGER });
  const methods = new Set<string>();
  const noop = () => {};
  app.addHook('onRoute', (route) => {
    const routeMethods = (Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethods[];
    for (const method of routeMethods) {
      if (router.hasRoute(method as Router.HTTPMethod, route.url)) continue;
      router.on(method as Router.HTTPMethod, route.url, noop);
      methods.add(method);
    }
  });
  return {
    allowedMethods(url) {
      const path = url.split('?')[0] ?? url;
      return [...methods].filter((method) => router.find(method as Router.HTTPMethod, path) !== null).sort();
    },
  };
}
