import type { LoginResponse } from '@playdeck/contracts';
import { useMutation } from '@tanstack/react-query';
import { sealedRequest } from '../services/sealed-request';

/** Spec 3 login payload (the timestamp is added when the body is sealed). */
export type LoginPayload =
  | { type: 'username'; username: string; password: string; captcha?: string; captchaId?: string }
  | { type: 'sms'; mobileNum: string; countryDialingCode: string; messageCode: string };

/** Spec 7 login: encrypted POST; error data may carry captcha: true. */
export const login = (payload: LoginPayload) => sealedRequest<LoginResponse>('/wps/session/login', 'POST', payload);

export const useLogin = () => useMutation({ mutationFn: login });
