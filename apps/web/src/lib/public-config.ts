import { useQuery } from '@tanstack/react-query';
import { loadPublicConfig } from './api-client';

/** School name and sign-in settings, readable before sign-in. */
export function usePublicConfig() {
  return useQuery({ queryKey: ['public-config'], queryFn: loadPublicConfig, staleTime: Infinity });
}
