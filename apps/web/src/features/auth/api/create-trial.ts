import type { LoginResponse } from '@playdeck/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Spec 7 create trial account: GET, no payload; the answer logs the free-trial player in (type 4). */
export const createTrial = () => apiRequest<LoginResponse>('/wps/session/trial');

export const useCreateTrial = () => useMutation({ mutationFn: createTrial });
