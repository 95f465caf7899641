import type { LoginResponse, RegisterRequest } from '@playdeck/contracts';
import { useMutation } from '@tanstack/react-query';
import { sealedRequest } from '../services/sealed-request';

/** The registration payload of spec 3 (the timestamp is added when the body is sealed). */
export type RegisterPayload = Omit<RegisterRequest, 'timestamp'>;

/** Spec 7 register: encrypted PUT; the answer logs the new player in. */
export const register = (payload: RegisterPayload) =>
  sealedRequest<LoginResponse>('/wps/member/register', 'PUT', payload);

export const useRegister = () => useMutation({ mutationFn: register });
