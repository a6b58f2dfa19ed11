import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { sendProblem } from '../plugins/problem-details.ts';

// The overlay simulator (docs/overlay.md): development and tests only, never registered in
// production. It serves the simulator's page and the overlay build from this origin, so
// the overlay's pages call this API as their own origin.

/** Gives each window's page its `overwolf` global from the simulator page that framed it. */
export const HOST_CLIENT_JS = `(function () {
  var name = new URLSearchParams(location.search).get('ow-window');
  var host = window.parent && window.parent !== window ? window.parent.__playeatsSimHost : undefined;
  if (host && name) window.overwolf = host.overwolfFor(name);
})();
`;

/**
 * The launcher page as the simulator serves it: the API is this origin, ads are the local
 * stand-in, and the host client runs before the app.
 */
export function simulatedLauncherPage(html: string): string {
  return html.replace(
    /<script/,
    '<meta name="playeats-api-base" content="" /><meta name="playeats-ads" content="local" />' +
      '<script src="/dev/overlay/host-client.js"></script><script',
  );
}

export const devOverlayRoutes: FastifyPluginAsync<{ simDir: string; appDir: string }> = async (
  app,
  { simDir, appDir },
) => {
  const built = (dir: string) => fs.existsSync(dir);
  const missing = (request: Parameters<typeof sendProblem>[0], reply: Parameters<typeof sendProblem>[1]) =>
    sendProblem(
      request,
      reply,
      404,
      'NotFoundException',
      'Not built',
      'The overlay simulator is not built: run npm run overlay:sim (or node scripts/build-overlay.mjs).',
    );

  app.get('/dev/overlay', async (request, reply) => {
    if (!built(simDir)) return missing(request, reply);
    return reply.redirect('/dev/overlay/sim/overlay-sim.html');
  });
  app.get('/dev/overlay/host-client.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(HOST_CLIENT_JS),
  );
  app.get('/dev/overlay/app/Files/index.html', async (request, reply) => {
    const page = path.join(appDir, 'Files', 'index.html');
    if (!fs.existsSync(page)) return missing(request, reply);
    const html = simulatedLauncherPage(fs.readFileSync(page, 'utf8'));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
  await app.register(fastifyStatic, {
    root: simDir,
    prefix: '/dev/overlay/sim/',
    decorateReply: false,
    index: false,
  });
  await app.register(fastifyStatic, {
    root: appDir,
    prefix: '/dev/overlay/app/',
    decorateReply: false,
    index: false,
  });
};
