import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  geocodeQuerySchema,
  geocodeResultSchema,
  reverseGeocodeQuerySchema,
  reverseGeocodeResultSchema,
} from '@playeats/contracts/geocoding';
import { badRequest } from '../../../lib/problem.ts';
import type { GeocodingService } from './geocoding.service.ts';

const tags = ['geocoding'];
const errors =
  '429 TooManyRequestsException with Retry-After (the caller, or the service’s usage rule); 503 GeocoderUnavailableException naming the service when it does not answer in time.';

/** Public: the address form's suggestions and "use my location" work before sign-in too. */
export const geocodingRoutes: FastifyPluginAsyncZod<{ geocoding: GeocodingService }> = async (app, { geocoding }) => {
  app.get(
    '/api/geocode',
    {
      schema: {
        tags,
        summary: 'An address, city or postal code to places, each with its precision (street, postal_code, city)',
        description: `lat and lng (both or neither) favour places near there. ${errors}`,
        querystring: geocodeQuerySchema,
        response: { 200: geocodeResultSchema },
      },
    },
    async (request) => {
      const { lat, lng } = request.query;
      if ((lat === undefined) !== (lng === undefined)) {
        const missing = lat === undefined ? 'lat' : 'lng';
        throw badRequest('Give lat and lng together.', [
          { name: `query.${missing}`, reason: 'required with the other' },
        ]);
      }
      return geocoding.search(request.query, request.ip);
    },
  );
  app.get(
    '/api/geocode/reverse',
    {
      schema: {
        tags,
        summary: 'The place at a position (use my location); item null when nothing is known there',
        description: errors,
        querystring: reverseGeocodeQuerySchema,
        response: { 200: reverseGeocodeResultSchema },
      },
    },
    async (request) => geocoding.reverse(request.query, request.ip),
  );
};
