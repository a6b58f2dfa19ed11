import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressIdParamsSchema,
  addressListSchema,
  addressSchema,
  createAddressRequestSchema,
  updateAddressRequestSchema,
} from '@playeats/contracts/addresses';
import type { AddressesService } from './addresses.service.ts';

const tags = ['addresses'];
const security = [{ bearer: [] }];
const PRECISION_NOTE =
  'With `position` (the pin): stored as given, precision pin, when it lies within 25 km of the postal code or city ' +
  '(else 422 naming body.position). Without: precision street, postal_code or city, as the geocoder finds it. ' +
  '422 AddressNotFoundException naming the field it cannot place; 503 GeocoderUnavailableException.';

/** The signed-in user's delivery addresses. */
export const addressesRoutes: FastifyPluginAsyncZod<{ addresses: AddressesService }> = async (app, { addresses }) => {
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/api/users/me/addresses',
    { schema: { tags, security, summary: 'Delivery addresses, default first', response: { 200: addressListSchema } } },
    async (request) => ({ items: await addresses.list(request.auth!.userId) }),
  );
  app.post(
    '/api/users/me/addresses',
    {
      schema: {
        tags,
        security,
        summary: 'Add a delivery address (United States or Canada; pinned, or geocoded as precisely as possible)',
        description: PRECISION_NOTE,
        body: createAddressRequestSchema,
        response: { 201: addressSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await addresses.create(request.auth!.userId, request.body)),
  );
  app.patch(
    '/api/users/me/addresses/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change an address (geocoded again when the place changes without a pin)',
        description: PRECISION_NOTE,
        params: addressIdParamsSchema,
        body: updateAddressRequestSchema,
        response: { 200: addressSchema },
      },
    },
    async (request) => addresses.update(request.auth!.userId, request.params.id, request.body),
  );
  app.delete(
    '/api/users/me/addresses/:id',
    { schema: { tags, security, summary: 'Remove an address', params: addressIdParamsSchema } },
    async (request, reply) => {
      await addresses.remove(request.auth!.userId, request.params.id);
      return reply.code(204).send();
    },
  );
  app.put(
    '/api/users/me/addresses/:id/default',
    {
      schema: {
        tags,
        security,
        summary: 'Make an address the default',
        params: addressIdParamsSchema,
        response: { 200: addressListSchema },
      },
    },
    async (request) => ({ items: await addresses.makeDefault(request.auth!.userId, request.params.id) }),
  );
};
