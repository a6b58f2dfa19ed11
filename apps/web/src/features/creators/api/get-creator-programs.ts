import { queryOptions, useQuery } from '@tanstack/react-query';
import { creatorProgramsSchema, type CreatorProgramsDto } from '@playeats/contracts/creators';
import { request } from '../../../lib/http-client.ts';
import { creatorsKeys } from './creators-keys.ts';

/** GET /api/creator-programs: what the programs give and ask (public). */
export function getCreatorPrograms({ signal }: { signal?: AbortSignal } = {}): Promise<CreatorProgramsDto> {
  return request('/api/creator-programs', {
    authenticated: false,
    schema: creatorProgramsSchema,
    ...(signal ? { signal } : {}),
  });
}

export const creatorProgramsQueryOptions = queryOptions({
  queryKey: creatorsKeys.programs,
  queryFn: ({ signal }) => getCreatorPrograms({ signal }),
  staleTime: 5 * 60_000,
});

export function useCreatorPrograms() {
  return useQuery(creatorProgramsQueryOptions);
}
