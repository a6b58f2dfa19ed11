import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importQuerySchema, importResultSchema } from '@playeats/contracts/admin-restaurants';
import { HttpProblem } from '../../../lib/problem.ts';
import type { ImportFormat, RestaurantImportService } from './restaurant-import.service.ts';

const FORMATS: Record<string, ImportFormat> = {
  'text/csv': 'csv',
  'application/csv': 'csv',
  'application/json': 'json',
};

const tooLarge = (max: number) =>
  new HttpProblem(413, 'PayloadTooLargeException', 'Payload too large', `An import file may be at most ${max} bytes.`);

const noFile = () =>
  new HttpProblem(
    415,
    'UnsupportedMediaTypeException',
    'Unsupported media type',
    'Send the import file as the body, as text/csv or application/json.',
  );

/**
 * POST /api/admin/restaurants/import: the file is the body (text/csv or application/json).
 * It is first copied to a temporary file, so a slow upload never holds the import's
 * transaction open, then read from there a restaurant at a time.
 */
export const restaurantImportRoutes: FastifyPluginAsyncZod<{
  imports: RestaurantImportService;
  maxBytes: number;
}> = async (app, { imports, maxBytes }) => {
  // This scope's bodies stay streams: the app's JSON parser would hold a whole file in memory.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(Object.keys(FORMATS), (_request, payload, done) => done(null, payload));

  app.post(
    '/api/admin/restaurants/import',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin', 'restaurants'],
        security: [{ bearer: [] }],
        summary: 'Import partners and menus from a CSV or JSON file (the body): all or nothing; audited',
        description:
          'Formats: docs/restaurant-import.md. 422 ImportRejectedException lists the refused rows (row, field, reason) and writes nothing; dryRun=true checks without writing.',
        querystring: importQuerySchema,
        response: { 200: importResultSchema },
      },
    },
    async (request) => {
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const format = FORMATS[type];
      // No body at all (no content type either): nothing to import, said as for a wrong type.
      if (!format || request.body === undefined || request.body === null) throw noFile();
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > maxBytes) throw tooLarge(maxBytes);
      const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'playeats-import-'));
      const file = path.join(dir, `upload.${format}`);
      try {
        let size = 0;
        const limit = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            size += chunk.length;
            callback(size > maxBytes ? tooLarge(maxBytes) : null, chunk);
          },
        });
        await pipeline(request.body as NodeJS.ReadableStream, limit, fs.createWriteStream(file));
        return await imports.import(
          request.admin!,
          { format, bytes: fs.createReadStream(file, { highWaterMark: 256 * 1024 }) },
          { dryRun: request.query.dryRun },
        );
      } finally {
        await fs.promises.rm(dir, { recursive: true, force: true });
      }
    },
  );
};
