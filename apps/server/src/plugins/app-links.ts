import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_LINK_PATH_PREFIXES } from '@playeats/domain/app-links';
import type { Config } from '../config.ts';
import { sendProblem } from './problem-details.ts';

type AppLinksConfig = Pick<Config, 'ANDROID_APP_PACKAGE' | 'ANDROID_CERT_SHA256' | 'APPLE_TEAM_ID' | 'IOS_BUNDLE_ID'>;

/** Digital Asset Links: this site's links may open the Android app signed with these keys. */
function assetLinks(config: AppLinksConfig) {
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: config.ANDROID_APP_PACKAGE,
        sha256_cert_fingerprints: config.ANDROID_CERT_SHA256,
      },
    },
  ];
}

/** Apple's association file: the paths the iOS app opens as universal links. */
function appleAppSiteAssociation(config: AppLinksConfig & { APPLE_TEAM_ID: string }) {
  return {
    applinks: {
      details: [
        {
          appIDs: [`${config.APPLE_TEAM_ID}.${config.IOS_BUNDLE_ID}`],
          components: APP_LINK_PATH_PREFIXES.map((prefix) => ({ '/': `${prefix}*` })),
        },
      ],
    },
  };
}

function notConfigured(request: FastifyRequest, reply: FastifyReply, variable: string) {
  return sendProblem(request, reply, 404, 'NotFoundException', 'Not Found', `${variable} is not configured`);
}

/**
 * The two well-known files that let the phones open this site's links in the apps
 * (docs/mobile.md), from configuration. Both are JSON at fixed paths with no redirect,
 * as Android's and Apple's verifiers require; unconfigured, they answer 404.
 */
export async function registerAppLinks(app: FastifyInstance, config: AppLinksConfig): Promise<void> {
  app.get('/.well-known/assetlinks.json', { schema: { hide: true } }, async (request, reply) => {
    if (config.ANDROID_CERT_SHA256.length === 0) return notConfigured(request, reply, 'ANDROID_CERT_SHA256');
    return reply.header('cache-control', 'public, max-age=3600').send(assetLinks(config));
  });
  app.get('/.well-known/apple-app-site-association', { schema: { hide: true } }, async (request, reply) => {
    const teamId = config.APPLE_TEAM_ID;
    if (!teamId) return notConfigured(request, reply, 'APPLE_TEAM_ID');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/json')
      .send(JSON.stringify(appleAppSiteAssociation({ ...config, APPLE_TEAM_ID: teamId })));
  });
}
